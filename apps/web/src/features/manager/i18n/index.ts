/** The user administration screen's texts: the i18next namespace 'manager'. */
export const MANAGER_NS = 'manager';

export { en } from './en';
export { ru } from './ru';
export { uk, type ManagerTexts } from './uk';
