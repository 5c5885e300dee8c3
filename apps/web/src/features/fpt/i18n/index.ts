/** The FPT screens' texts: the i18next namespace 'fpt'. */
export const FPT_NS = 'fpt';

export { en } from './en';
export { ru } from './ru';
export { uk, type FptTexts } from './uk';
