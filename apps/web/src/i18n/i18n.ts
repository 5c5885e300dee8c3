import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { uk } from './locales/uk';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

/** Creates the i18next instance; the texts are small, so all three languages are bundled. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { uk: { translation: uk }, en: { translation: en }, ru: { translation: ru } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
