import { translate, type MessageKey, type MessageParams } from '@afx/domain';
import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, toLanguage } from '../../../i18n/languages';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { DIRECTORIES_NS, en, ru, uk } from '../i18n';

/** Translates a message of the domain catalogue: the texts the server and the rules share. */
export type DomainText = (key: MessageKey, params?: MessageParams) => string;

/**
 * The directories' own texts (`t`), added to the app's i18next instance (or a test's) on first use,
 * and the domain's messages (`tm`): validation, notices and confirmations in the spec's wording.
 */
export function useDirectoriesTranslation() {
  const { t, i18n } = useFeatureTranslation(DIRECTORIES_NS, { uk, en, ru });
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const tm = useCallback<DomainText>((key, params) => translate(key, language, params), [language]);
  return { t, tm, language };
}
