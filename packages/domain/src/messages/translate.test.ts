import { describe, expect, it } from 'vitest';
import { messageCatalogueParts, messages } from './catalogue.js';
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  isMessageKey,
  placeholdersOf,
  resolveLocale,
  translate,
  translateIssue,
} from './translate.js';

const entries = Object.entries(messages);
/** Texts that are the same in every language on purpose. */
const SAME_IN_EVERY_LOCALE = new Set([
  'field_not_available_for_category',
  'http_error',
  'status_unknown',
  // Column headers that are codes or Latin abbreviations on every screen.
  'column_id',
  'column_url',
  'column_bin',
  'column_ica_bid',
  'column_email',
  'export_field_email',
  'export_field_url',
  // A service's name, kept in English in every language as the spec writes it.
  'permission_22',
  // The audit log's changed fields named by a service or a code the same way in every language.
  'audit_field_fpt_connected',
  'audit_field_crc_connected',
  'audit_field_email',
]);
const CYRILLIC = /[\u0400-\u04FF]/;

describe('message catalogue', () => {
  it('defines no key twice across its parts', () => {
    const total = messageCatalogueParts.reduce((sum, part) => sum + Object.keys(part).length, 0);
    expect(total).toBe(entries.length);
  });

  it.each(entries)('%s: key is snake_case and every locale has text', (key, text) => {
    expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    for (const locale of LOCALES) expect(text[locale].trim()).not.toBe('');
  });

  it.each(entries)('%s: the same placeholders in en, uk and ru', (_key, text) => {
    const expected = placeholdersOf(text.en).sort();
    expect(placeholdersOf(text.uk).sort()).toEqual(expected);
    expect(placeholdersOf(text.ru).sort()).toEqual(expected);
  });

  it.each(entries.filter(([key]) => !SAME_IN_EVERY_LOCALE.has(key)))(
    '%s: uk and ru are translations, not English copies',
    (_key, text) => {
      expect(text.uk).not.toBe(text.en);
      expect(text.ru).not.toBe(text.en);
      expect(text.uk).toMatch(CYRILLIC);
      expect(text.ru).toMatch(CYRILLIC);
    },
  );

  it.each([
    ['required_field', 'required field'],
    ['invalid_value', 'invalid value'],
    ['date_in_future', 'date must not be in the future'],
    ['amount_below_minimum', 'amount must be greater than {amount} {currency}'],
    ['amount_not_positive', 'amount must be greater than 0.00'],
    ['transactions_one_currency', 'list all transactions in one currency'],
    ['currency_format', 'format: CCY (3 letters or 3 digits)'],
    ['currency_invalid', 'invalid currency code'],
    ['email_list_format', 'format: e-mail[,e-mail]'],
    ['bin_required', 'Enter BIN'],
    ['bin_length', 'Length must be 6 to 8'],
    ['bin_unique', 'BIN must be unique'],
    ['acquirer_id_unique', 'Acquirer ID must be unique'],
    ['bin_update_forbidden', 'You do not have permission to update BIN'],
    ['cell_empty', 'Invalid cell value - is empty (row {row}, {column})'],
    ['forbidden', 'Insufficient permissions!'],
    ['unauthorized', 'Authentication required'],
    ['not_found', 'Not found'],
    ['validation_failed', 'Validation failed'],
    ['internal_error', 'Internal server error'],
    ['rate_limited', 'Too many requests, try again later'],
    ['unknown_error', 'Unknown error!'],
    ['crc_belongs_to_another_issuer', 'Crime Check request belongs to another issuer'],
  ] as const)('%s keeps the spec wording "%s" in English', (key, text) => {
    expect(messages[key].en).toBe(text);
  });

  it('translates the field-not-available text, keeping the spec wording in Russian', () => {
    expect(translate('field_not_available_for_category', 'ru')).toBe('недоступное поле для данной категории');
    expect(translate('field_not_available_for_category', 'uk')).toBe('поле недоступне для цієї категорії');
    expect(translate('field_not_available_for_category', 'en')).toBe('field not available for this category');
  });

  it('starts the upload header message with the spec wording', () => {
    expect(
      messages.upload_columns_header.en.startsWith('Columns must have the following case-sensitive names'),
    ).toBe(true);
  });
});

describe('translate', () => {
  it.each([
    ['required_field', 'uk', undefined, 'обов’язкове поле'],
    ['required_field', 'ru', undefined, 'обязательное поле'],
    [
      'amount_below_minimum',
      'en',
      { amount: '500.00', currency: 'UAH' },
      'amount must be greater than 500.00 UAH',
    ],
    [
      'amount_below_minimum',
      'uk',
      { amount: '13.00', currency: 'USD' },
      'сума має бути більшою за 13.00 USD',
    ],
    ['max_length', 'en', { count: 60 }, 'max length 60'],
    ['max_length', 'en', undefined, 'max length {count}'],
    ['http_error', 'en', { status: 404, message: 'Not found' }, 'HTTP 404 - Not found'],
    ['no_such_key', 'en', undefined, 'no_such_key'],
  ] as const)('%s in %s → %s', (key, locale, params, expected) => {
    expect(translate(key, locale, params)).toBe(expected);
  });

  it('translates an issue with its params', () => {
    expect(translateIssue({ key: 'too_many_phones', params: { count: 5 } }, 'en')).toBe('at most 5 phones');
  });
});

describe('locales and keys', () => {
  it('has uk as the default and three locales', () => {
    expect(DEFAULT_LOCALE).toBe('uk');
    expect([...LOCALES].sort()).toEqual(['en', 'ru', 'uk']);
  });

  it.each([
    ['uk', true],
    ['en', true],
    ['ru', true],
    ['de', false],
    ['', false],
    [undefined, false],
  ])('isLocale(%s) → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each([
    ['en-US', 'en'],
    ['RU', 'ru'],
    ['uk-UA', 'uk'],
    ['pl', 'uk'],
    [undefined, 'uk'],
  ])('resolveLocale(%s) → %s', (value, expected) => {
    expect(resolveLocale(value)).toBe(expected);
  });

  it.each([
    ['required_field', true],
    ['toString', false],
    ['Required field', false],
    [42, false],
  ])('isMessageKey(%s) → %s', (value, expected) => {
    expect(isMessageKey(value)).toBe(expected);
  });
});
