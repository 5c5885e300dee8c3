import { translate, type MessageKey } from '@afx/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage } from '../i18n/languages';

/** Route titles come from the domain's message catalogue, in the UI's language. */
export function useRouteTitle(): (key: MessageKey) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return useCallback((key: MessageKey) => translate(key, language), [language]);
}
