import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { INCIDENTS_NS, en, ru, uk } from './i18n';

const TEXTS = { uk, en, ru };

/** The incident screens' texts, added to the app's i18next instance (or a test's) on first use. */
export function useIncidentsTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('uk', INCIDENTS_NS)) {
    for (const language of SUPPORTED_LANGUAGES) {
      i18n.addResourceBundle(language, INCIDENTS_NS, TEXTS[language], true, true);
    }
  }
  return useTranslation(INCIDENTS_NS);
}
