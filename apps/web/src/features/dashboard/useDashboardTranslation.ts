import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { en, DASHBOARD_NS, ru, uk } from './i18n';

/** The dashboard's texts. */
export const useDashboardTranslation = () => useFeatureTranslation(DASHBOARD_NS, { uk, en, ru });
