import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/languages';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { CCI_NS, en, ru, uk } from './i18n';

type DomainText = (key: MessageKey, params?: MessageParams) => string;

/** The card-blocking screens' own texts (`t`) and the domain's messages (`tm`). */
export function useCciTranslation() {
  const { t, i18n } = useFeatureTranslation(CCI_NS, { uk, en, ru });
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback<DomainText>((key, params) => translate(key, language, params), [language]);
  return { t, tm, language };
}
