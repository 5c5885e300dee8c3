import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@afx/domain';

const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/**
 * The caller's language: the `language` cookie (the choice made in this browser, spec 1 §1), else the
 * token's locale, else Accept-Language (API clients), else uk.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies?.language;
  if (isLocale(cookie)) return cookie;
  const userLocale = request.user?.locale;
  if (isLocale(userLocale)) return userLocale;
  const accept = request.headers['accept-language']?.slice(0, 2).toLowerCase();
  if (isLocale(accept)) return accept;
  return DEFAULT_LOCALE;
}
