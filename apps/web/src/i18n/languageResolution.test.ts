import { describe, expect, it } from 'vitest';
import { readLanguageCookie } from './languageCookie';
import { resolveLanguage, type LanguageSources } from './languageResolution';
import { toLanguage } from './languages';

describe('resolveLanguage', () => {
  it.each<[string, LanguageSources, string]>([
    ['the cookie first', { cookie: 'en', profileLocale: 'ru', tokenLocale: 'uk' }, 'en'],
    ['the profile locale without a cookie', { profileLocale: 'ru', tokenLocale: 'en' }, 'ru'],
    ['the token claim without a profile locale', { tokenLocale: 'en' }, 'en'],
    ['Ukrainian when nothing is known', {}, 'uk'],
    ['past an unsupported cookie', { cookie: 'pl', tokenLocale: 'en' }, 'en'],
    ['past an unsupported token claim', { tokenLocale: 'de' }, 'uk'],
    ['a region tag as its language', { tokenLocale: 'en-US' }, 'en'],
    ["Keycloak's underscore form", { tokenLocale: 'ru_RU' }, 'ru'],
    ['past empty values', { cookie: '', profileLocale: null, tokenLocale: 'en' }, 'en'],
  ])('takes %s', (_case, sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });
});

describe('readLanguageCookie', () => {
  it.each([
    ['language=en', 'en'],
    ['theme=dark; language=ru; size=medium', 'ru'],
    ['mylanguage=en', undefined],
    ['language=xx', undefined],
    ['', undefined],
  ])('reads %j as %s', (cookieHeader, expected) => {
    expect(readLanguageCookie(cookieHeader)).toBe(expected);
  });
});

describe('toLanguage', () => {
  it.each([
    ['UK', 'uk'],
    [' en ', 'en'],
    ['ru-UA', 'ru'],
    ['russian', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (value, expected) => {
    expect(toLanguage(value)).toBe(expected);
  });
});
