import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { ACCOUNT_NS, en, ru, uk } from './i18n';

const TEXTS = { uk, en, ru };

/** The account pages' texts, added to the app's i18next instance (or a test's) on first use. */
export function useAccountTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('uk', ACCOUNT_NS)) {
    for (const language of SUPPORTED_LANGUAGES) {
      i18n.addResourceBundle(language, ACCOUNT_NS, TEXTS[language], true, true);
    }
  }
  return useTranslation(ACCOUNT_NS);
}
