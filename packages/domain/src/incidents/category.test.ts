import { describe, expect, it } from 'vitest';
import {
  checkIncidentAgainstCategory,
  detectRequiredSet,
  isFieldFilled,
  type CategoryFieldRules,
} from './category.js';

const PHONE_FRAUD: CategoryFieldRules = {
  fields: ['inn', 'fullname', 'phones', 'pan', 'description'],
  required_sets: [
    { name: 'by person', fields: ['inn', 'fullname'] },
    { name: 'by phone', fields: ['phones'] },
    { name: 'by card', fields: ['pan', 'fullname'] },
  ],
};
const PHONE = [{ number: '380501234567', type: 1 }];

describe('isFieldFilled', () => {
  it.each([
    [{ inn: '1234567890' }, 'inn', true],
    [{ inn: '  ' }, 'inn', false],
    [{ inn: null }, 'inn', false],
    [{}, 'inn', false],
    [{ phones: [] }, 'phones', false],
    [{ phones: PHONE }, 'phones', true],
    [{ n: 0 }, 'n', true],
  ])('%o %s → %s', (details, field, expected) => {
    expect(isFieldFilled(details, field)).toBe(expected);
  });
});

describe('detectRequiredSet — "the set is detected from which fields are filled (default: the first)"', () => {
  it.each([
    ['nothing filled → the first', {}, 0],
    ['first satisfied set wins', { inn: '1234567890', fullname: 'Іван Петренко' }, 0],
    ['only phones → set 2', { phones: PHONE }, 1],
    ['pan + fullname → set 3', { pan: '5168755512345675', fullname: 'Іван Петренко' }, 2],
    ['most filled when none satisfied', { pan: '5168755512345675' }, 2],
    ['tie → the first of the tied', { fullname: 'Іван Петренко' }, 0],
  ])('%s', (_name, details, expected) => {
    expect(detectRequiredSet(details, PHONE_FRAUD.required_sets)).toBe(expected);
  });

  it('no sets → 0', () => {
    expect(detectRequiredSet({ inn: '1' }, [])).toBe(0);
  });
});

describe('checkIncidentAgainstCategory', () => {
  it.each([
    ['a satisfied set and available fields', { event_date: '01.06.2024', phones: PHONE }, []],
    [
      '"A field not available for the chosen category is rejected"',
      { phones: PHONE, email: 'a@bank.ua' },
      [{ field: 'email', key: 'field_not_available_for_category' }],
    ],
    ['an empty unavailable field is fine', { phones: PHONE, email: '', ip: null }, []],
    [
      'no set satisfied: the missing fields of the detected set',
      { pan: '5168755512345675' },
      [{ field: 'fullname', key: 'required_field' }],
    ],
    [
      'nothing filled: the first set is required',
      {},
      [
        { field: 'inn', key: 'required_field' },
        { field: 'fullname', key: 'required_field' },
      ],
    ],
    [
      'both problems at once',
      { url: 'https://x.ua' },
      [
        { field: 'url', key: 'field_not_available_for_category' },
        { field: 'inn', key: 'required_field' },
        { field: 'fullname', key: 'required_field' },
      ],
    ],
  ])('%s', (_name, details, expected) => {
    expect(checkIncidentAgainstCategory(details, PHONE_FRAUD)).toEqual(expected);
  });

  it('the chosen "Option N" tab decides what is required in the form', () => {
    expect(checkIncidentAgainstCategory({ phones: PHONE }, PHONE_FRAUD, { setIndex: 0 })).toEqual([
      { field: 'inn', key: 'required_field' },
      { field: 'fullname', key: 'required_field' },
    ]);
    expect(checkIncidentAgainstCategory({ phones: PHONE }, PHONE_FRAUD, { setIndex: 1 })).toEqual([]);
  });

  it('a category without required sets only checks availability', () => {
    expect(
      checkIncidentAgainstCategory({ inn: '1234567890' }, { fields: ['inn'], required_sets: [] }),
    ).toEqual([]);
  });
});
