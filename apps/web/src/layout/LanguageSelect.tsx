import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../i18n/languages';
import { saveLanguageChoice } from './languageChoice';

/** Changing the language saves it and reloads the page, as the spec asks. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [saving, setSaving] = useState(false);
  const current = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

  const change = (language: Language): void => {
    setSaving(true);
    saveLanguageChoice(language).then(
      () => window.location.reload(),
      () => setSaving(false),
    );
  };

  return (
    <Select<Language>
      aria-label={t('language.label')}
      value={current}
      onChange={change}
      loading={saving}
      disabled={saving}
      variant="borderless"
      prefix={compact ? undefined : <GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      // The closed select shows the short code on a narrow screen; the list names each language.
      labelRender={({ value }) => (compact ? String(value).toUpperCase() : t(`language.${current}`))}
      options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      data-testid="language-select"
    />
  );
}
