import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from './languages';

/**
 * A feature's texts under its own i18next namespace: added to the app's instance (or a test's) on
 * first use, so a lazily loaded feature brings its texts with it.
 */
export function useFeatureTranslation<const NS extends FlatNamespace>(
  ns: NS,
  texts: Readonly<Record<Language, object>>,
) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('uk', ns)) {
    for (const language of SUPPORTED_LANGUAGES) {
      i18n.addResourceBundle(language, ns, texts[language], true, true);
    }
  }
  return useTranslation(ns);
}
