import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage } from '../../../i18n/languages';
import { DIRECTORIES_NS, en, ru, uk } from '../i18n';

const TEXTS = { uk, en, ru };

/** Translates a message of the domain catalogue: the texts the server and the rules share. */
export type DomainText = (key: MessageKey, params?: MessageParams) => string;

/**
 * The directories' own texts (`t`), added to the app's i18next instance (or a test's) on first use,
 * and the domain's messages (`tm`): validation, notices and confirmations in the spec's wording.
 */
export function useDirectoriesTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('uk', DIRECTORIES_NS)) {
    for (const language of SUPPORTED_LANGUAGES) {
      i18n.addResourceBundle(language, DIRECTORIES_NS, TEXTS[language], true, true);
    }
  }
  const { t } = useTranslation(DIRECTORIES_NS);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback<DomainText>((key, params) => translate(key, language, params), [language]);
  return { t, tm, language };
}
