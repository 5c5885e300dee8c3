import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { en, HELP_NS, ru, uk } from './i18n';

/** The help pages' texts. */
export const useHelpTranslation = () => useFeatureTranslation(HELP_NS, { uk, en, ru });
