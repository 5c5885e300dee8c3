import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/languages';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { en, ISSUER_SETTINGS_NS, ru, uk } from './i18n';

/** The issuer settings' texts (`t`) and the domain's messages (`tm`). */
export function useIssuerSettingsTranslation() {
  const { t, i18n } = useFeatureTranslation(ISSUER_SETTINGS_NS, { uk, en, ru });
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback(
    (key: MessageKey, params?: MessageParams) => translate(key, language, params),
    [language],
  );
  return { t, tm };
}
