import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index.js';
import { ADMIN_HISTORY_ACTIONS, ADMIN_HISTORY_ENTITY_TYPES } from '../users/user-status.js';
import { auditActionKey, auditActionName, auditFieldKey, auditFieldName } from './audit-labels.js';

describe('auditActionKey', () => {
  it.each([
    ['invoice', 'mark_paid', 'audit_action_invoice_mark_paid'],
    ['user', 'create', 'audit_action_user_create'],
    ['organisation', 'create', 'audit_action_organisation_create'],
    ['service_endpoint', 'rotate_secret', 'audit_action_service_endpoint_rotate_secret'],
    ['invoice_tariff', 'update', 'audit_action_invoice_tariff_update'],
    // Not the type's own action: the first type that has it.
    ['invoice', 'create', 'audit_action_organisation_create'],
    ['api_client', 'block_by_admin', 'audit_action_user_block_by_admin'],
    // No type, or one the audit log does not know.
    [null, 'rotate_secret', 'audit_action_api_client_rotate_secret'],
    [undefined, 'generate', 'audit_action_invoice_generate'],
    ['bin', 'remove', 'audit_action_service_endpoint_remove'],
    // An action nobody names.
    ['invoice', 'explode', null],
    [null, 'explode', null],
    ['user', '', null],
    ['user', 'toString', null],
  ] as const)('(%s, %s) → %s', (entityType, action, expected) => {
    expect(auditActionKey(entityType, action)).toBe(expected);
  });

  it.each(
    ADMIN_HISTORY_ENTITY_TYPES.flatMap((type) =>
      ADMIN_HISTORY_ACTIONS[type].map((action) => [type, action] as const),
    ),
  )('names %s %s by its own key', (type, action) => {
    expect(auditActionKey(type, action)).toBe(`audit_action_${type}_${action}`);
  });

  it('names the action in every language', () => {
    const key = auditActionKey('invoice', 'mark_paid')!;
    expect(translate(key, 'en')).toBe('marked paid');
    expect(translate(key, 'uk')).toBe('позначено оплаченим');
    expect(translate(key, 'ru')).toBe('отмечен оплаченным');
  });
});

describe('auditFieldKey', () => {
  it.each([
    ['status', 'audit_field_status'],
    ['active', 'audit_field_active'],
    ['iban_access_fpt', 'audit_field_iban_access_fpt'],
    ['duration_ms', 'audit_field_duration_ms'],
    ['no_such_field', null],
    ['', null],
    ['Status', null],
  ] as const)('%s → %s', (field, expected) => {
    expect(auditFieldKey(field)).toBe(expected);
  });

  it('names the field in every language', () => {
    const key = auditFieldKey('status')!;
    expect([translate(key, 'en'), translate(key, 'uk'), translate(key, 'ru')]).toEqual([
      'Status',
      'Статус',
      'Статус',
    ]);
  });
});

describe('auditActionName and auditFieldName: the words, or the code when nothing names it', () => {
  it.each([
    [auditActionName('invoice', 'mark_paid', 'en'), 'marked paid'],
    [auditActionName('invoice', 'no_such_action', 'uk'), 'no_such_action'],
    [auditFieldName('status', 'uk'), 'Статус'],
    [auditFieldName('no_such_field', 'en'), 'no_such_field'],
  ])('%s', (name, expected) => {
    expect(name).toBe(expected);
  });
});
