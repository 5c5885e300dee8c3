/** /crc/info's texts: the i18next namespace 'crcInfo'. */
export const CRC_INFO_NS = 'crcInfo';

export { en } from './en';
export { ru } from './ru';
export { uk, type CrcInfoTexts } from './uk';
