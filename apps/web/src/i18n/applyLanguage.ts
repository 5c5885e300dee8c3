import type { i18n } from 'i18next';
import { writeLanguageCookie } from './languageCookie';
import type { Language } from './languages';

/** Switches the UI to the user's language and remembers it for the identity's sign-in page. */
export async function applyLanguage(instance: i18n, language: Language): Promise<void> {
  writeLanguageCookie(language);
  if (instance.resolvedLanguage !== language) {
    await instance.changeLanguage(language);
  }
}
