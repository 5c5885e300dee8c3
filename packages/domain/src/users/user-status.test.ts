import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index.js';
import {
  ADMIN_HISTORY_ACTIONS,
  availableUserActions,
  USER_ACTION_LABEL_KEYS,
  USER_ACTIONS,
  USER_STATUS_LABEL_KEYS,
  USER_STATUSES,
  userActionTarget,
  type UserAction,
  type UserStatus,
} from './user-status.js';

const A = 'active';
const BM = 'blocked_by_manager';
const BA = 'blocked_by_admin';
const R = 'removed';
const N = 'registration_not_completed';

/**
 * The whole matrix, written out by hand from spec 1 §4 and the issue: [status, action, manager's
 * result, administrator's result]; null = refused.
 */
const MATRIX: readonly [UserStatus, UserAction, UserStatus | null, UserStatus | null][] = [
  [A, 'reinvite', null, null],
  [A, 'activate', null, null],
  [A, 'block', BM, BM],
  [A, 'remove', R, R],
  [A, 'recover', null, null],
  [A, 'block_by_admin', null, BA],
  [A, 'unblock', null, null],

  [BM, 'reinvite', null, null],
  [BM, 'activate', A, A],
  [BM, 'block', null, null],
  [BM, 'remove', R, R],
  [BM, 'recover', null, null],
  [BM, 'block_by_admin', null, BA],
  [BM, 'unblock', null, null],

  [BA, 'reinvite', null, null],
  [BA, 'activate', null, null],
  [BA, 'block', null, null],
  [BA, 'remove', null, R],
  [BA, 'recover', null, null],
  [BA, 'block_by_admin', null, null],
  [BA, 'unblock', null, A],

  [R, 'reinvite', null, null],
  [R, 'activate', null, null],
  [R, 'block', null, null],
  [R, 'remove', null, null],
  [R, 'recover', N, N],
  [R, 'block_by_admin', null, null],
  [R, 'unblock', null, null],

  [N, 'reinvite', N, N],
  [N, 'activate', null, null],
  [N, 'block', null, null],
  [N, 'remove', R, R],
  [N, 'recover', null, null],
  [N, 'block_by_admin', null, BA],
  [N, 'unblock', null, null],
];

describe('the user status × action matrix (spec 1 §4)', () => {
  it('names every status and action pair once', () => {
    expect(MATRIX).toHaveLength(USER_STATUSES.length * USER_ACTIONS.length);
    expect(new Set(MATRIX.map(([s, a]) => `${s}/${a}`)).size).toBe(MATRIX.length);
  });

  it.each(MATRIX)('%s, %s: manager → %s, administrator → %s', (status, action, manager, admin) => {
    expect(userActionTarget(action, status, { admin: false })).toBe(manager);
    expect(userActionTarget(action, status, { admin: true })).toBe(admin);
  });

  it.each(USER_STATUSES)('the actions offered in %s are the allowed ones, in order', (status) => {
    const allowed = (admin: boolean) =>
      MATRIX.filter(([s, , m, a]) => s === status && (admin ? a : m) !== null).map(([, action]) => action);
    expect(availableUserActions(status, { admin: false })).toEqual(allowed(false));
    expect(availableUserActions(status, { admin: true })).toEqual(allowed(true));
  });

  it('offers nothing a manager cannot do to a user blocked by the administrator', () => {
    expect(availableUserActions(BA, { admin: false })).toEqual([]);
  });

  it('after recovery the manager must re-invite', () => {
    const recovered = userActionTarget('recover', R, { admin: false });
    expect(recovered).toBe(N);
    expect(availableUserActions(recovered!, { admin: false })).toContain('reinvite');
  });
});

describe('user status and action labels', () => {
  it.each(USER_STATUSES)('status %s has a label in every language', (status) => {
    for (const locale of ['uk', 'en', 'ru'] as const) {
      expect(translate(USER_STATUS_LABEL_KEYS[status], locale)).not.toBe(USER_STATUS_LABEL_KEYS[status]);
    }
  });

  it.each(USER_ACTIONS)('action %s has a label and is an audit action of users', (action) => {
    expect(translate(USER_ACTION_LABEL_KEYS[action], 'uk')).not.toBe(USER_ACTION_LABEL_KEYS[action]);
    expect(ADMIN_HISTORY_ACTIONS.user).toContain(action);
  });
});
