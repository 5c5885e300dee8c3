/** The directories' texts: the i18next namespace 'directories'. */
export const DIRECTORIES_NS = 'directories';

export { en } from './en';
export { ru } from './ru';
export { uk, type DirectoriesTexts } from './uk';
