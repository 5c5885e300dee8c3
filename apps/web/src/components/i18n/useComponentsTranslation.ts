import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../../i18n/languages';
import { COMPONENTS_NS, en, ru, uk, type ComponentsKey } from './texts';

const TEXTS = { uk, en, ru };

export interface ComponentsTranslation {
  /** A text of the 'components' namespace with `{{name}}` values filled. */
  t: (key: ComponentsKey, params?: MessageParams) => string;
  /** A message of the domain catalogue (shared with the server), e.g. 'abort_upload_confirm'. */
  tm: (key: MessageKey, params?: MessageParams) => string;
  language: Language;
}

const VALUE_SLOT = /\{\{(\w+)\}\}/g;

/**
 * The components' texts, added to the app's i18next instance (or a test's) on first use. The
 * lookup is typed against our own object because the app's i18next types list only the shell's
 * and the features' namespaces; the bundle is still registered so language changes re-render.
 */
export function useComponentsTranslation(): ComponentsTranslation {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('uk', COMPONENTS_NS)) {
    for (const language of SUPPORTED_LANGUAGES) {
      i18n.addResourceBundle(language, COMPONENTS_NS, TEXTS[language], true, true);
    }
  }
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return {
    language,
    t: (key, params) =>
      TEXTS[language][key].replace(VALUE_SLOT, (whole, name: string) => {
        const value = params?.[name];
        return value === undefined ? whole : String(value);
      }),
    tm: (key, params) => translate(key, language, params),
  };
}
