/** The format setup pages' texts: the i18next namespace 'smartFormats'. */
export const SMART_FORMATS_NS = 'smartFormats';

export { en } from './en';
export { ru } from './ru';
export { uk, type SmartFormatsTexts } from './uk';
