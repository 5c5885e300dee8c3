import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { en, ABOUT_NS, ru, uk } from './i18n';

/** The about page's texts. */
export const useAboutTranslation = () => useFeatureTranslation(ABOUT_NS, { uk, en, ru });
