/** The administration screens' texts: the i18next namespace 'admin'. */
export const ADMIN_NS = 'admin';

export { en } from './en';
export { ru } from './ru';
export { uk, type AdminTexts } from './uk';
