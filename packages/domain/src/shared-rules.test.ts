import { describe, expect, it } from 'vitest';
import {
  checkAcquirerId,
  checkCountryCode,
  checkDigitsOnly,
  checkEgrpou,
  checkInn,
  checkRegistrationNumber,
  checkRequestId,
  checkThreeDigits,
  checkTokenFormat,
  padAcquirerId,
} from './shared-rules.js';

describe('shared rules of spec 1 §5', () => {
  it.each([
    ['"digits only": 0123', checkDigitsOnly, '0123', null],
    ['"digits only": 12a', checkDigitsOnly, '12a', 'digits_only'],
    ['"digits only": empty', checkDigitsOnly, '', 'digits_only'],
    ['"three digits": 980', checkThreeDigits, '980', null],
    ['"three digits": 98', checkThreeDigits, '98', 'three_digits'],
    ['"three digits": 9800', checkThreeDigits, '9800', 'three_digits'],
    ['country code: UA', checkCountryCode, 'UA', null],
    ['country code: ukr', checkCountryCode, 'ukr', null],
    ['country code: 804', checkCountryCode, '804', null],
    ['country code: U', checkCountryCode, 'U', 'country_code_invalid'],
    ['country code: UKRA', checkCountryCode, 'UKRA', 'country_code_invalid'],
    ['country code: 80', checkCountryCode, '80', 'country_code_invalid'],
    ['country code: U4', checkCountryCode, 'U4', 'country_code_invalid'],
    ['tax id: 10 digits', checkInn, '1234567890', null],
    ['tax id: "0000000000" is not a tax id', checkInn, '0000000000', 'inn_invalid'],
    ['tax id: 9 digits', checkInn, '123456789', 'inn_invalid'],
    ['tax id: 11 digits', checkInn, '12345678901', 'inn_invalid'],
    ['tax id: letter', checkInn, '123456789O', 'inn_invalid'],
    ['egrpou: 8 digits', checkEgrpou, '12345678', null],
    ['egrpou: 7 digits', checkEgrpou, '1234567', 'egrpou_invalid'],
    ['egrpou: 9 digits', checkEgrpou, '123456789', 'egrpou_invalid'],
    ['"request id 12 digits"', checkRequestId, '123456789012', null],
    ['request id: 11 digits', checkRequestId, '12345678901', 'request_id_invalid'],
    ['request id: 13 digits', checkRequestId, '1234567890123', 'request_id_invalid'],
    ['"registration number 1 to 17 digits": 1', checkRegistrationNumber, '1', null],
    ['registration number: 17', checkRegistrationNumber, '12345678901234567', null],
    ['registration number: 18', checkRegistrationNumber, '123456789012345678', 'registration_number_invalid'],
    ['registration number: empty', checkRegistrationNumber, '', 'registration_number_invalid'],
    ['registration number: letters', checkRegistrationNumber, '12A', 'registration_number_invalid'],
    ['"token format of 5 to 8 letters or digits": 5', checkTokenFormat, 'ab12C', null],
    ['token: 8', checkTokenFormat, 'ABCD1234', null],
    ['token: 4', checkTokenFormat, 'ab12', 'token_format'],
    ['token: 9', checkTokenFormat, 'ABCD12345', 'token_format'],
    ['token: symbol', checkTokenFormat, 'ab-12', 'token_format'],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});

describe('acquirer id — "6 to 11 digits (shorter values padded with zeros to 6)"', () => {
  it.each([
    ['1', '000001'],
    ['12345', '012345'],
    ['123456', '123456'],
    ['', ''],
    ['12a', '12a'],
  ])('padAcquirerId(%j) → %j', (value, expected) => {
    expect(padAcquirerId(value)).toBe(expected);
  });

  it.each([
    ['123456', null],
    ['999999', null],
    ['12345678901', null],
    ['12345', 'acquirer_id_min_length'],
    ['123456789012', { key: 'max_length', params: { count: 11 } }],
    ['12345a', 'digits_only'],
  ])('checkAcquirerId(%j) → %o', (value, expected) => {
    expect(checkAcquirerId(value)).toEqual(expected);
  });
});
