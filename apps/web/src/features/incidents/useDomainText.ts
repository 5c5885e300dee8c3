import { translate, translateIssue, type Locale, type MessageKey, type RuleOutcome } from '@afx/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/languages';

/** The UI language as the domain and the server name it. */
export function useUiLocale(): Locale {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Texts of the domain's message catalogue (rule outcomes, notices, upload messages) in the UI
 * language: the form shows the same words the server answers with.
 */
export function useDomainText() {
  const locale = useUiLocale();
  const text = useCallback(
    (key: MessageKey, params?: Readonly<Record<string, string | number>>) => translate(key, locale, params),
    [locale],
  );
  const outcome = useCallback(
    (value: Exclude<RuleOutcome, null>) =>
      typeof value === 'string' ? translate(value, locale) : translateIssue(value, locale),
    [locale],
  );
  return { locale, text, outcome };
}
