import type { i18n } from 'i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import { DEFAULT_LANGUAGE, toLanguage } from './languages';

/** Keeps dayjs and the document's lang in step with i18next, before React re-renders. */
export function bindDocumentLocale(instance: i18n): void {
  const apply = (lng: string | undefined): void => {
    const language = toLanguage(lng) ?? DEFAULT_LANGUAGE;
    dayjs.locale(language);
    document.documentElement.lang = language;
  };
  apply(instance.resolvedLanguage);
  instance.on('languageChanged', apply);
}
