import { messages, type MessageKey } from './catalogue.js';

export const LOCALES = ['uk', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uk';

/** Values substituted into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message key with its placeholder values: what a rule reports when the text needs numbers. */
export type Issue = { readonly key: MessageKey; readonly params?: MessageParams };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale to use for a cookie, a token claim or an Accept-Language value; the default otherwise. */
export function resolveLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const primary = value.trim().toLowerCase().slice(0, 2);
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The text of a message in a locale. An unknown key comes back as it is, so nothing is lost. */
export function translate(key: string, locale: Locale, params?: MessageParams): string {
  if (!isMessageKey(key)) return key;
  const text = messages[key];
  return fillPlaceholders(text[isLocale(locale) ? locale : DEFAULT_LOCALE], params);
}

export function translateIssue(issue: Issue, locale: Locale): string {
  return translate(issue.key, locale, issue.params);
}

/** Placeholder names used in a text, e.g. ['amount', 'currency']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
