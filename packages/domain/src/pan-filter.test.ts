import { describe, expect, it } from 'vitest';
import { incidentFilterSchema } from './incidents/filter.js';
import { checkPanFilter, parsePanFilter } from './pan-filter.js';

describe('card filter forms — a whole number, a mask, a prefix of 6+ digits, or the last 4 alone', () => {
  it.each([
    ['a whole card number', '5168755512345675', { kind: 'exact', pan: '5168755512345675' }],
    ['a 19-digit number', '4149491234567891234', { kind: 'exact', pan: '4149491234567891234' }],
    [
      'a mask of first 6, stars, last 4',
      '516875******5675',
      { kind: 'mask', prefix: '516875', suffix: '5675', like: '516875______5675' },
    ],
    [
      'a mask with digits among the stars',
      '516875**34**5675',
      { kind: 'mask', prefix: '516875', suffix: '5675', like: '516875__34__5675' },
    ],
    ['a prefix of 6 digits (the BIN)', '414949', { kind: 'prefix', prefix: '414949' }],
    ['a prefix of 15 digits', '414949123456789', { kind: 'prefix', prefix: '414949123456789' }],
    ['the last 4 alone', '1234', { kind: 'last4', suffix: '1234' }],
    ['the last 4 after stars', '****1234', { kind: 'last4', suffix: '1234' }],
  ])('%s: %s', (_name, value, expected) => {
    expect(parsePanFilter(value)).toEqual(expected);
    expect(checkPanFilter(value)).toBeNull();
  });

  it.each([
    ['too few digits for a prefix or a last 4', '12345'],
    ['three digits', '123'],
    ['a star in the first 6', '51687*******5675'],
    ['a star in the last 4', '516875******567*'],
    ['a prefix followed by stars only', '414949******'],
    ['stars only', '****'],
    ['a mask middle too short', '516875*****5675'],
    ['empty', ''],
  ])('%s: %s is an invalid value', (_name, value) => {
    expect(parsePanFilter(value)).toBeNull();
    expect(checkPanFilter(value)).toBe('invalid_value');
  });

  it('the filter schema accepts every form and refuses the rest', () => {
    for (const pan of ['414949', '1234', '516875******5675', '5168755512345675']) {
      expect(incidentFilterSchema.safeParse({ pan }).success).toBe(true);
    }
    expect(incidentFilterSchema.safeParse({ pan: '12345' }).success).toBe(false);
  });
});
