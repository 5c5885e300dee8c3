import { messages } from '@afx/domain';
import { describe, expect, it } from 'vitest';

// A text copied instead of translated shows up by its letters: Ukrainian has no ы, э, ъ, ё, and
// English has no Cyrillic at all. This walks every Ukrainian and English text of the web (each
// text module exports `uk`, `en` and `ru`) and of the domain's message catalogue.

/** Every module of web texts, by the convention of where they live. */
const textModules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/i18n/locales/*.ts',
    '/src/**/i18n.ts',
    '/src/**/i18n/*.ts',
    '/src/**/texts.ts',
    '/src/**/texts/*.ts',
    '!/src/**/*.test.ts',
  ],
  { eager: true },
);

/**
 * Cyrillic an English text may hold, by where it is: a language's own name in the language menu
 * (each language is named in itself).
 */
const CYRILLIC_IN_ENGLISH = new Map<string, string>([
  ['web:i18n/locales/en.ts › language.uk', 'Українська'],
  ['web:i18n/locales/en.ts › language.ru', 'Русский'],
]);

const RUSSIAN_ONLY_LETTERS = /[ыэъёЫЭЪЁ]/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** Every string of a nested text object, with its key path. */
function* stringsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* stringsOf(child, path ? `${path}.${key}` : key);
  }
}

/** [where, text] of every text in one language: the web's modules, then the domain's catalogue. */
function textsIn(language: 'uk' | 'en'): [string, string][] {
  const texts: [string, string][] = [];
  for (const [file, module] of Object.entries(textModules)) {
    for (const [key, text] of stringsOf(module[language], '')) {
      texts.push([`web:${file.replace('/src/', '')} › ${key}`, text]);
    }
  }
  for (const [key, text] of Object.entries(messages))
    texts.push([`domain:messages › ${key}`, text[language]]);
  return texts;
}

describe('untranslated texts', () => {
  it('finds the web text modules (a moved module would escape the check)', () => {
    const withTexts = Object.entries(textModules).filter(([, module]) => module.uk || module.en);
    expect(withTexts.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        '/src/i18n/locales/uk.ts',
        '/src/components/i18n/texts.ts',
        '/src/features/incidents/i18n.ts',
        '/src/features/directories/i18n/index.ts',
        '/src/features/help/texts/crimeCheckTexts.ts',
      ]),
    );
    expect(withTexts.length).toBeGreaterThanOrEqual(13);
  });

  it('has no Russian-only letters (ы, э, ъ, ё) in a Ukrainian text', () => {
    const russian = textsIn('uk').filter(([, text]) => RUSSIAN_ONLY_LETTERS.test(text));
    expect(russian).toEqual([]);
  });

  it('has no Cyrillic in an English text', () => {
    const cyrillic = textsIn('en').filter(
      ([where, text]) => CYRILLIC.test(text) && CYRILLIC_IN_ENGLISH.get(where) !== text,
    );
    expect(cyrillic).toEqual([]);
  });
});
