import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkInn } from './shared-rules.js';
import {
  bigIdNumber,
  fieldErrorsFromZod,
  fieldErrorsOf,
  idNumber,
  listOf,
  objectOf,
  oneOf,
  optionalText,
  requiredText,
  STORABLE_TEXT,
  storableString,
  triState,
  validate,
} from './zod-rules.js';

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['NUL', 'a\u0000b', 'unstorable_character'],
    ['a lone high surrogate', 'a\ud800', 'unstorable_character'],
    ['a lone low surrogate', '\udfffb', 'unstorable_character'],
    ['a surrogate pair (an emoji)', 'a😀', null],
    ['other control characters', 'a\u0001\tb', null],
  ])('%s', (_what, value, key) => {
    const expected = key ? [{ field: '', key }] : [];
    expect(fieldErrorsOf(storableString(), value)).toEqual(expected);
    expect(fieldErrorsOf(requiredText(), value)).toEqual(expected);
    expect(fieldErrorsOf(optionalText(), value)).toEqual(expected);
    expect(STORABLE_TEXT.test(value)).toBe(key === null);
  });
});

describe('requiredText', () => {
  const inn = requiredText(checkInn);
  it.each([
    [' 1234567890 ', []],
    [undefined, [{ field: '', key: 'required_field' }]],
    [null, [{ field: '', key: 'required_field' }]],
    ['  ', [{ field: '', key: 'required_field' }]],
    [42, [{ field: '', key: 'invalid_value' }]],
    ['0000000000', [{ field: '', key: 'inn_invalid' }]],
  ])('%j → %o', (input, expected) => {
    expect(fieldErrorsOf(inn, input)).toEqual(expected);
  });

  it('trims, and uses a screen text when empty', () => {
    expect(inn.parse(' 1234567890 ')).toBe('1234567890');
    expect(fieldErrorsOf(requiredText(undefined, { requiredKey: 'bin_required' }), undefined)).toEqual([
      { field: '', key: 'bin_required' },
    ]);
  });

  it.each([
    ['abcd', []],
    ['abc', [{ field: '', key: 'min_length', params: { count: 4 } }]],
    ['abcdef', [{ field: '', key: 'max_length', params: { count: 5 } }]],
  ])('lengths: %j → %o', (input, expected) => {
    expect(fieldErrorsOf(requiredText(undefined, { min: 4, max: 5 }), input)).toEqual(expected);
  });

  it('normalises before checking', () => {
    expect(requiredText(undefined, { normalize: (value) => value.toUpperCase() }).parse('ab')).toBe('AB');
  });

  it('can keep spaces', () => {
    expect(requiredText(undefined, { trim: false }).parse(' ')).toBe(' ');
  });
});

describe('optionalText', () => {
  const inn = optionalText(checkInn);
  it.each([
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['1234567890', '1234567890'],
  ])('%j → %j', (input, expected) => {
    expect(inn.parse(input)).toBe(expected);
  });

  it('still checks a value', () => {
    expect(fieldErrorsOf(inn, '12')).toEqual([{ field: '', key: 'inn_invalid' }]);
  });
});

describe('other builders', () => {
  it.each([
    [5, []],
    [0, [{ field: '', key: 'invalid_value' }]],
    [1.5, [{ field: '', key: 'invalid_value' }]],
    ['5', [{ field: '', key: 'invalid_value' }]],
    [undefined, [{ field: '', key: 'required_field' }]],
  ])('idNumber %j → %o', (input, expected) => {
    expect(fieldErrorsOf(idNumber(), input)).toEqual(expected);
  });

  it('idNumber with a screen text', () => {
    expect(fieldErrorsOf(idNumber('issuer_required'), undefined)).toEqual([
      { field: '', key: 'issuer_required' },
    ]);
  });

  it.each([
    [true, true],
    [false, false],
    [null, null],
    [undefined, null],
  ])('triState %j → %j', (input, expected) => {
    expect(triState().parse(input)).toBe(expected);
  });

  it('idNumber stops at the largest PostgreSQL integer; bigIdNumber at the largest safe integer', () => {
    expect(fieldErrorsOf(idNumber(), 2147483647)).toEqual([]);
    expect(fieldErrorsOf(idNumber(), 2147483648)).toEqual([{ field: '', key: 'invalid_value' }]);
    expect(fieldErrorsOf(bigIdNumber(), 9007199254740991)).toEqual([]);
    expect(fieldErrorsOf(bigIdNumber(), 9007199254740992)).toEqual([{ field: '', key: 'invalid_value' }]);
  });

  it('oneOf', () => {
    expect(fieldErrorsOf(oneOf(['a', 'b']), 'c')).toEqual([{ field: '', key: 'invalid_value' }]);
    expect(fieldErrorsOf(oneOf(['a', 'b']), undefined)).toEqual([{ field: '', key: 'required_field' }]);
  });

  it('listOf reports too many items with the count', () => {
    expect(fieldErrorsOf(listOf(z.string(), 2), ['a', 'b', 'c'])).toEqual([
      { field: '', key: 'too_many_items', params: { count: 2 } },
    ]);
  });

  it('listOf refuses a longer list whole, before it looks at one item', () => {
    const seen: unknown[] = [];
    const item = z.string().transform((value) => (seen.push(value), value));
    expect(fieldErrorsOf(listOf(item, 2), ['a', 'b', 'c', 4])).toEqual([
      { field: '', key: 'too_many_items', params: { count: 2 } },
    ]);
    expect(seen).toEqual([]);
  });

  it('listOf keeps its maximum through .min, .superRefine and .optional, and declares it as maxItems', () => {
    const list = listOf(z.int(), 3, 'too_many_phones')
      .min(1, { error: 'required_field' })
      .superRefine(() => undefined)
      .optional();
    expect(fieldErrorsOf(list, [1, 2, 3, 4])).toEqual([
      { field: '', key: 'too_many_phones', params: { count: 3 } },
    ]);
    expect(fieldErrorsOf(list, [])).toEqual([{ field: '', key: 'required_field' }]);
    expect(fieldErrorsOf(list, [1, 'x'])).toEqual([{ field: '1', key: 'invalid_value' }]);
    expect(z.toJSONSchema(list, { io: 'input' })).toMatchObject({ maxItems: 3, minItems: 1 });
  });

  it('objectOf: a missing object is a required field, paths are joined with dots', () => {
    const schema = objectOf({ inner: objectOf({ inn: requiredText(checkInn) }) });
    expect(fieldErrorsOf(schema, undefined)).toEqual([{ field: '', key: 'required_field' }]);
    expect(fieldErrorsOf(schema, { inner: { inn: '1' } })).toEqual([
      { field: 'inner.inn', key: 'inn_invalid' },
    ]);
  });

  it('validate answers data or field errors', () => {
    expect(validate(requiredText(), ' x ')).toEqual({ success: true, data: 'x' });
    expect(validate(requiredText(), '')).toEqual({
      success: false,
      errors: [{ field: '', key: 'required_field' }],
    });
  });
});

describe('fieldErrorsFromZod maps plain zod issues to generic keys', () => {
  it.each([
    [z.string().max(3), 'abcd', { key: 'max_length', params: { count: 3 } }],
    [z.string().min(3), 'ab', { key: 'min_length', params: { count: 3 } }],
    [z.array(z.string()).max(1), ['a', 'b'], { key: 'too_many_items', params: { count: 1 } }],
    [z.array(z.string()).min(1), [], { key: 'required_field' }],
    [z.array(z.string()).min(2), ['a'], { key: 'invalid_value' }],
    [z.number().max(3), 4, { key: 'invalid_value' }],
    [z.string(), 5, { key: 'invalid_value' }],
  ])('%#', (schema, input, expected) => {
    const result = schema.safeParse(input);
    expect(result.success ? [] : fieldErrorsFromZod(result.error)).toEqual([{ field: '', ...expected }]);
  });
});
