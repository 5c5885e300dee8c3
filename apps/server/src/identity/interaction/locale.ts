import { DEFAULT_LOCALE, isLocale, type Locale } from '@afx/domain';

/** The page language: the `language` cookie the portal keeps, else the browser's first known one, else uk. */
export function pageLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

export const LANGUAGE_COOKIE = 'language';
/** The same cookie the SPA reads (spec 1 §1): a year, whole site, readable by the page. */
export const LANGUAGE_COOKIE_OPTIONS = { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax' } as const;
