import * as atmList from './texts/atmListTexts';
import * as crimeCheck from './texts/crimeCheckTexts';
import * as support from './texts/supportTexts';

/** The help pages' texts: the i18next namespace 'help', one branch per page. */
export const HELP_NS = 'help';

export const uk = { support: support.uk, crimeCheck: crimeCheck.uk, atmList: atmList.uk };

export type HelpTexts = typeof uk;

export const en: HelpTexts = { support: support.en, crimeCheck: crimeCheck.en, atmList: atmList.en };

export const ru: HelpTexts = { support: support.ru, crimeCheck: crimeCheck.ru, atmList: atmList.ru };
