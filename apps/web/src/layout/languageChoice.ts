import { http } from '../api/http';
import { writeLanguageCookie } from '../i18n/languageCookie';
import type { Language } from '../i18n/languages';

export const LOCALE_PATH = '/api/cab/v1/locale';

/** Keeps the user's choice in the cookie and on the server; the caller reloads the page. */
export async function saveLanguageChoice(language: Language): Promise<void> {
  writeLanguageCookie(language);
  await http.post(LOCALE_PATH, { locale: language });
}
