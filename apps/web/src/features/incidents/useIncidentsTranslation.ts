import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { en, INCIDENTS_NS, ru, uk } from './i18n';

/** The incident screens' texts. */
export const useIncidentsTranslation = () => useFeatureTranslation(INCIDENTS_NS, { uk, en, ru });
