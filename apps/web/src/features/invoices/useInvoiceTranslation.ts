import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/languages';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { INVOICES_NS, en, ru, uk } from './i18n';

/** The invoice screens' own texts (`t`) and the domain's messages (`tm`). */
export function useInvoiceTranslation() {
  const { t, i18n } = useFeatureTranslation(INVOICES_NS, { uk, en, ru });
  const locale = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback(
    (key: MessageKey, params?: MessageParams) => translate(key, locale, params),
    [locale],
  );
  return { t, tm, locale };
}
