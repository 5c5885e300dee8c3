import { DEFAULT_LANGUAGE, toLanguage, type Language } from './languages';

export interface LanguageSources {
  /** The `language` cookie: the user's choice in this browser (the portal's or the sign-in page's). */
  cookie?: string | null;
  /** The locale stored with the user on the server, as the profile reports it. */
  profileLocale?: string | null;
  /** The `locale` claim of the sign-in token. */
  tokenLocale?: string | null;
}

/**
 * The cookie wins, then the user's stored locale (profile, then token claim), then Ukrainian.
 * The cookie comes first because it holds the choice just made: the profile and the token keep
 * the locale the token was issued with until it is refreshed, and an outside identity (a bank's
 * Keycloak) may never change its claim. A browser without the cookie starts in the stored locale.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    toLanguage(sources.cookie) ??
    toLanguage(sources.profileLocale) ??
    toLanguage(sources.tokenLocale) ??
    DEFAULT_LANGUAGE
  );
}
