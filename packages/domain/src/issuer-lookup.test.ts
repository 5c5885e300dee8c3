import { describe, expect, it } from 'vitest';
import {
  accountIssuerLookupSchema,
  binCandidates,
  cardIssuerLookupSchema,
  checkLookupIban,
  ibanCountry,
  issuerOutcome,
  ukrainianBankCode,
} from './issuer-lookup.js';

const VALID_UA = 'UA213223130000026007233566001';
const VALID_DE = 'DE89370400440532013000';

describe('issuer outcome', () => {
  it.each([
    ['no organisation', null, 'not_found'],
    ['connected bank', { connected: true, memberBank: true, domestic: true }, 'found'],
    ['connected foreign organisation', { connected: true, memberBank: true, domestic: false }, 'found'],
    ['bank not connected', { connected: false, memberBank: true, domestic: true }, 'not_connected'],
    ['foreign bank not connected', { connected: false, memberBank: true, domestic: false }, 'not_supported'],
    ['non-bank not connected', { connected: false, memberBank: false, domestic: true }, 'not_supported'],
  ] as const)('%s → %s', (_, facts, outcome) => {
    expect(issuerOutcome(facts)).toBe(outcome);
  });
});

describe('BIN candidates: 6 to 8 digits, longest first', () => {
  it('takes 8, 7 and 6 digits of a PAN', () => {
    expect(binCandidates('4149123456789012')).toEqual(['41491234', '4149123', '414912']);
  });
});

describe('IBAN of the lookup', () => {
  it.each([
    [VALID_UA, null],
    [VALID_DE, null],
    ['UA213223130000026007233566002', 'iban_invalid'],
    ['', 'required_field'],
  ])('%s → %s', (iban, expected) => {
    expect(checkLookupIban(iban)).toBe(expected);
  });

  it('reads the bank code (MFO) of a Ukrainian IBAN and the country of any', () => {
    expect(ukrainianBankCode(VALID_UA)).toBe('322313');
    expect(ukrainianBankCode(VALID_DE)).toBeNull();
    expect(ibanCountry(VALID_DE)).toBe('DE');
  });

  it('normalises what people type', () => {
    expect(accountIssuerLookupSchema.parse({ iban: ' ua21 3223 1300 0002 6007 2335 6600 1 ' }).iban).toBe(
      VALID_UA,
    );
  });
});

describe('card of the lookup', () => {
  it.each([
    [{ pan: '4149 1234 5678 9019' }, null],
    [{ pan: '4149123456789011' }, 'pan_invalid'],
    [{ pan: '414912' }, 'pan_invalid'],
    [{ pan: '' }, 'required_field'],
    [{}, 'required_field'],
  ])('%j → %s', (body, expected) => {
    const result = cardIssuerLookupSchema.safeParse(body);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(expected);
  });
});
