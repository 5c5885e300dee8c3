import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/languages';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { FPT_NS, en, ru, uk } from './i18n';

/** A message of the domain catalogue in the page's language. */
type DomainText = (key: MessageKey, params?: MessageParams) => string;

/** The FPT screens' own texts (`t`) and the domain's messages (`tm`): rules, notices, confirmations. */
export function useFptTranslation() {
  const { t, i18n } = useFeatureTranslation(FPT_NS, { uk, en, ru });
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback<DomainText>((key, params) => translate(key, language, params), [language]);
  return { t, tm, language };
}
