import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { en, ACCOUNT_NS, ru, uk } from './i18n';

/** The account pages' texts. */
export const useAccountTranslation = () => useFeatureTranslation(ACCOUNT_NS, { uk, en, ru });
