import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import { issuerConfigSetSchema, notificationEmailChanged } from './issuer-config.js';

describe('issuer settings — notification e-mail "required, max 100, valid"', () => {
  it.each([
    [{ id: 1, iban_support: true, notification_email: 'monitoring@bank.ua' }, []],
    [
      { id: 1, iban_support: true, notification_email: '' },
      [{ field: 'notification_email', key: 'required_field' }],
    ],
    [
      { id: 1, iban_support: true, notification_email: 'bad' },
      [{ field: 'notification_email', key: 'email_invalid' }],
    ],
    [
      { id: 1, iban_support: true, notification_email: `${'a'.repeat(93)}@bank.ua` },
      [{ field: 'notification_email', key: 'max_length', params: { count: 100 } }],
    ],
    [{ id: 1, notification_email: 'a@bank.ua' }, [{ field: 'iban_support', key: 'required_field' }]],
  ])('%o → %o', (input, expected) => {
    expect(fieldErrorsOf(issuerConfigSetSchema, input)).toEqual(expected);
  });

  it.each([
    ['a@bank.ua', 'a@bank.ua ', false],
    ['a@bank.ua', 'b@bank.ua', true],
    [null, 'a@bank.ua', true],
  ])('"saved only if changed": %j → %j changed %s', (saved, edited, expected) => {
    expect(notificationEmailChanged(saved, edited)).toBe(expected);
  });
});
