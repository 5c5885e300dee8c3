import { toLanguage, type Language } from './languages';

// The identity's sign-in page reads the same cookie, so both speak the user's language.
const COOKIE_NAME = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookieHeader: string = document.cookie): Language | undefined {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_NAME}=`));
  return toLanguage(entry ? decodeURIComponent(entry.slice(COOKIE_NAME.length + 1)) : undefined);
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = `${COOKIE_NAME}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
