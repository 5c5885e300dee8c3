/** The police cabinet's texts: the i18next namespace 'crcPolice'. */
export const CRC_POLICE_NS = 'crcPolice';

export { en } from './en';
export { ru } from './ru';
export { uk, type CrcPoliceTexts } from './uk';
