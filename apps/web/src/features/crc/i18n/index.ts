/** The Crime Check bank-side screens' texts: the i18next namespace 'crc'. */
export const CRC_NS = 'crc';

export { en } from './en';
export { ru } from './ru';
export { uk, type CrcTexts } from './uk';
