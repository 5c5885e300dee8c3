import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { en, HELP_NS, ru, uk } from './i18n';

const TEXTS = { uk, en, ru };

/** The help pages' texts, added to the app's i18next instance (or a test's) on first use. */
export function useHelpTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('uk', HELP_NS)) {
    for (const language of SUPPORTED_LANGUAGES) {
      i18n.addResourceBundle(language, HELP_NS, TEXTS[language], true, true);
    }
  }
  return useTranslation(HELP_NS);
}
