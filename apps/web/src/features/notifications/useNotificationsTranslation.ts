import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { en, NOTIFICATIONS_NS, ru, uk } from './i18n';

/** The notification bell's and drawer's texts. */
export const useNotificationsTranslation = () => useFeatureTranslation(NOTIFICATIONS_NS, { uk, en, ru });
