import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { CRC_INFO_NS, en, ru, uk } from './i18n';

/** /crc/info's texts. */
export const useInfoTranslation = () => useFeatureTranslation(CRC_INFO_NS, { uk, en, ru });
