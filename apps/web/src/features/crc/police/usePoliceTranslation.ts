import { crimeCheckStatusNameKey, translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, toLanguage } from '../../../i18n/languages';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { CRC_POLICE_NS, en, ru, uk } from './i18n';

type DomainText = (key: MessageKey, params?: MessageParams) => string;

/**
 * The police cabinet's own texts (`t`), the domain's messages (`tm`: rules, registry types) and the
 * domain's status names (`statusName`).
 */
export function usePoliceTranslation() {
  const { t, i18n } = useFeatureTranslation(CRC_POLICE_NS, { uk, en, ru });
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback<DomainText>((key, params) => translate(key, language, params), [language]);
  const statusName = useCallback(
    (statusId: number) => translate(crimeCheckStatusNameKey(statusId), language),
    [language],
  );
  return { t, tm, statusName, language };
}
