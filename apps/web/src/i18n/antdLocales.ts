import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import ukUA from 'antd/locale/uk_UA';
import type { Language } from './languages';

const ANTD_LOCALES: Record<Language, AntdLocale> = { uk: ukUA, en: enUS, ru: ruRU };

export function antdLocaleFor(language: Language): AntdLocale {
  return ANTD_LOCALES[language];
}
