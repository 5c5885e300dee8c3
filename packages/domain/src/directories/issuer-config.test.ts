import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import { checkIbanSupportSwitch, issuerConfigSetSchema, notificationEmailChanged } from './issuer-config.js';

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

describe('issuer settings — who may flip IBAN support', () => {
  const manager = { roles: ['manager', 'U1005'], org_id: 7 };
  const analyst = { roles: ['user', 'U1005', 'U22'], org_id: 7 };
  const expert = { roles: ['user', 'E1005'], org_id: 9 };
  const admin = { roles: ['admin'], org_id: 1 };
  it.each([
    ['nobody without the grant', manager, 'fpt', 7, false, 'iban_access_not_granted'],
    ['not even an E-code holder without the grant', expert, 'fpt', 7, false, 'iban_access_not_granted'],
    ['the organisation’s manager', manager, 'fpt', 7, true, null],
    ['not another organisation’s manager', manager, 'fpt', 8, true, 'iban_switch_manager_only'],
    ['not a U-code holder who is no manager', analyst, 'crc', 7, true, 'iban_switch_manager_only'],
    ['an E1005 holder on any fpt issuer', expert, 'fpt', 7, true, null],
    ['not an E1005 holder on crc', expert, 'crc', 9, true, 'iban_switch_manager_only'],
    ['the admin', admin, 'crc', 7, true, null],
  ] as const)('%s', (_name, user, service, orgId, granted, expected) => {
    expect(checkIbanSupportSwitch(user, service, orgId, granted)).toBe(expected);
  });
});
