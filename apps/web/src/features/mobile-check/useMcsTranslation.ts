import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/languages';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { MCS_NS, en, ru, uk } from './i18n';

/** The mobile check screens' own texts (`t`) and the domain's messages (`tm`). */
export function useMcsTranslation() {
  const { t, i18n } = useFeatureTranslation(MCS_NS, { uk, en, ru });
  const locale = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback(
    (key: MessageKey, params?: MessageParams) => translate(key, locale, params),
    [locale],
  );
  return { t, tm, locale };
}
