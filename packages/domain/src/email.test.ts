import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, checkEmail, checkEmailList, isValidEmail, parseEmailList } from './email.js';

describe('isValidEmail', () => {
  it.each([
    ['fraud@bank.ua', true],
    ['first.last+tag@sub.bank.com.ua', true],
    ["o'brien@example.org", true],
    ['monitoring@xn--80adxhks.xn--j1amh', true],
    ['user@bank', false],
    ['@bank.ua', false],
    ['user@', false],
    ['user@@bank.ua', false],
    ['user@bank..ua', false],
    ['.user@bank.ua', false],
    ['us..er@bank.ua', false],
    ['user@-bank.ua', false],
    ['user@bank.u', false],
    ['user@bank.123', false],
    ['us er@bank.ua', false],
    ['user@банк.укр', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('checkEmail — max length by place', () => {
  const sixtyOne = `${'a'.repeat(53)}@bank.ua`;
  it.each([
    [
      'incident e-mail "up to 60 characters": 60 ok',
      `${'a'.repeat(52)}@bank.ua`,
      EMAIL_MAX_LENGTH.incident,
      null,
    ],
    [
      'incident e-mail: 61 too long',
      sixtyOne,
      EMAIL_MAX_LENGTH.incident,
      { key: 'max_length', params: { count: 60 } },
    ],
    ['FPT reply e-mail "max 100": 61 ok', sixtyOne, EMAIL_MAX_LENGTH.fpt, null],
    [
      'notification e-mail "max 100": 101 too long',
      `${'a'.repeat(93)}@bank.ua`,
      EMAIL_MAX_LENGTH.notification,
      { key: 'max_length', params: { count: 100 } },
    ],
    ['bad shape', 'not-an-email', EMAIL_MAX_LENGTH.fpt, 'email_invalid'],
  ])('%s', (_name, value, max, expected) => {
    expect(checkEmail(value, max)).toEqual(expected);
  });
});

describe('e-mail list — "format: e-mail[,e-mail]"', () => {
  it.each([
    ['a@bank.ua', null],
    ['a@bank.ua,b@bank.ua', null],
    ['a@bank.ua, b@bank.ua', null],
    ['', 'required_field'],
    ['a@bank.ua;b@bank.ua', 'email_list_format'],
    ['a@bank.ua,', 'email_list_format'],
    ['a@bank.ua,,b@bank.ua', 'email_list_format'],
    ['a@bank.ua b@bank.ua', 'email_list_format'],
  ])('%j → %s', (value, expected) => {
    expect(checkEmailList(value)).toBe(expected);
  });

  it('parseEmailList trims each address', () => {
    expect(parseEmailList(' a@bank.ua ,b@bank.ua')).toEqual(['a@bank.ua', 'b@bank.ua']);
  });
});
