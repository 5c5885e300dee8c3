/** The card-blocking information screens' texts: the i18next namespace 'cci'. */
export const CCI_NS = 'cci';

export { en } from './en';
export { ru } from './ru';
export { uk, type CciTexts } from './uk';
