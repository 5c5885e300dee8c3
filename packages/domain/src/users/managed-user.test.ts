import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  managedUserCreateSchema,
  managedUserFilterSchema,
  managedUserListQuerySchema,
  managedUserUpdateSchema,
  userActionReasonProblem,
  userActionSchema,
} from './managed-user.js';

const valid = {
  email: 'olena@alpha.example',
  full_name: 'Olena Petrenko',
  position: 'Analyst',
  role: 'user',
  permissions: ['U1000'],
};

describe('the create-and-invite form', () => {
  it.each([
    ['valid', valid, []],
    ['without a position', { ...valid, position: '' }, []],
    ['e-mail missing', { ...valid, email: undefined }, [{ field: 'email', key: 'required_field' }]],
    ['e-mail malformed', { ...valid, email: 'olena@' }, [{ field: 'email', key: 'user_email_invalid' }]],
    [
      'e-mail longer than 100',
      { ...valid, email: `${'a'.repeat(50)}@${'b'.repeat(50)}.ua` },
      [{ field: 'email', key: 'max_length', params: { count: 100 } }],
    ],
    ['name missing', { ...valid, full_name: ' ' }, [{ field: 'full_name', key: 'required_field' }]],
    [
      'name longer than 200',
      { ...valid, full_name: 'n'.repeat(201) },
      [{ field: 'full_name', key: 'max_length', params: { count: 200 } }],
    ],
    [
      'position longer than 200',
      { ...valid, position: 'p'.repeat(201) },
      [{ field: 'position', key: 'max_length', params: { count: 200 } }],
    ],
    ['role admin is not given here', { ...valid, role: 'admin' }, [{ field: 'role', key: 'invalid_value' }]],
    [
      'role api-user is not given here',
      { ...valid, role: 'api-user' },
      [{ field: 'role', key: 'invalid_value' }],
    ],
    [
      'an unknown code',
      { ...valid, permissions: ['U7'] },
      [{ field: 'permissions.0', key: 'invalid_value' }],
    ],
    ['an unknown locale', { ...valid, locale: 'de' }, [{ field: 'locale', key: 'invalid_value' }]],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(managedUserCreateSchema, input)).toEqual(expected);
  });

  it('lower-cases and trims the e-mail, and keeps each code once', () => {
    const parsed = managedUserCreateSchema.parse({
      ...valid,
      email: ' Olena@Alpha.Example ',
      permissions: ['U6', 'U6'],
    });
    expect(parsed.email).toBe('olena@alpha.example');
    expect(parsed.permissions).toEqual(['U6']);
    expect(parsed.position).toBe('Analyst');
  });
});

describe('the edit form', () => {
  it('takes no e-mail by default and an optional one', () => {
    const { email: _email, ...rest } = valid;
    expect(fieldErrorsOf(managedUserUpdateSchema, { id: 5, ...rest })).toEqual([]);
    expect(managedUserUpdateSchema.parse({ id: 5, ...valid }).email).toBe('olena@alpha.example');
  });
  it('needs the id', () => {
    expect(fieldErrorsOf(managedUserUpdateSchema, valid)).toEqual([{ field: 'id', key: 'required_field' }]);
  });
});

describe('the reason of a status change: block, activate and remove ask for one (spec 1 §4)', () => {
  it.each([
    ['block', '', 'user_reason_required'],
    ['block', '   ', 'user_reason_required'],
    ['block', 'left the bank', null],
    ['activate', undefined, 'user_reason_required'],
    ['remove', null, 'user_reason_required'],
    ['block_by_admin', '', 'user_reason_required'],
    ['unblock', '', 'user_reason_required'],
    ['reinvite', '', null],
    ['recover', undefined, null],
    ['recover', 'back from leave', null],
    ['block', 'r'.repeat(200), null],
    ['block', 'r'.repeat(201), { key: 'max_length', params: { count: 200 } }],
  ] as const)('%s with %j → %j', (action, reason, expected) => {
    expect(userActionReasonProblem(action, reason)).toEqual(expected);
  });

  it.each([
    [
      'block without a reason',
      { id: 1, action: 'block' },
      [{ field: 'reason', key: 'user_reason_required' }],
    ],
    ['block with a reason', { id: 1, action: 'block', reason: 'x' }, []],
    ['re-invite without', { id: 1, action: 'reinvite' }, []],
    ['an unknown action', { id: 1, action: 'promote' }, [{ field: 'action', key: 'invalid_value' }]],
    [
      'a reason over 200',
      { id: 1, action: 'recover', reason: 'r'.repeat(201) },
      [{ field: 'reason', key: 'max_length', params: { count: 200 } }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(userActionSchema, input)).toEqual(expected);
  });
});

describe('the list filter and query', () => {
  it('defaults to no filter and sorts by name', () => {
    expect(managedUserListQuerySchema.parse({})).toMatchObject({
      filter: { status: [], role: [] },
      sort_field: 'full_name',
      sort_order: 'ascend',
      page_number: 1,
    });
  });
  it.each([
    ['statuses', { status: ['active', 'removed'] }, []],
    ['an unknown status', { status: ['sleeping'] }, [{ field: 'status.0', key: 'invalid_value' }]],
    ['roles incl. api-user', { role: ['api-user', 'manager'] }, []],
    ['role admin is no filter', { role: ['admin'] }, [{ field: 'role.0', key: 'invalid_value' }]],
    [
      'text up to 100',
      { text: 't'.repeat(101) },
      [{ field: 'text', key: 'max_length', params: { count: 100 } }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(managedUserFilterSchema, input)).toEqual(expected);
  });
  it('sorts by last sign-in when asked', () => {
    expect(
      managedUserListQuerySchema.parse({ sort_field: 'last_sign_in', sort_order: 'descend', filter: {} }),
    ).toMatchObject({ sort_field: 'last_sign_in', sort_order: 'descend' });
  });
});
