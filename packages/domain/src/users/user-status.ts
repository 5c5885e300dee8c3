import type { MessageKey } from '../messages/index.js';

/** User statuses (spec 1 §4). */
export const USER_STATUSES = [
  'active',
  'blocked_by_manager',
  'blocked_by_admin',
  'removed',
  'registration_not_completed',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What a manager (or the administrator) does to a user (spec 1 §4; the admin's two since issue 15). */
export const USER_ACTIONS = [
  'reinvite',
  'activate',
  'block',
  'remove',
  'recover',
  'block_by_admin',
  'unblock',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The longest reason a status change may carry. */
export const USER_REASON_MAX = 200;

export type UserActionRule = {
  /** The statuses the action applies to (for a manager; see `adminFrom`). */
  readonly from: readonly UserStatus[];
  /** More statuses the administrator may apply it to. */
  readonly adminFrom?: readonly UserStatus[];
  readonly to: UserStatus;
  /** "Block, activate and remove each ask for a reason." */
  readonly reason: 'required' | 'optional';
  /** Only the administrator may take it. */
  readonly adminOnly: boolean;
};

/**
 * The status × action matrix (spec 1 §4): from which statuses an action applies and where it leads.
 * "After recovery the manager must re-invite": recover leads back to 'registration not completed'.
 */
export const USER_ACTION_TABLE: Readonly<Record<UserAction, UserActionRule>> = {
  reinvite: {
    from: ['registration_not_completed'],
    to: 'registration_not_completed',
    reason: 'optional',
    adminOnly: false,
  },
  activate: { from: ['blocked_by_manager'], to: 'active', reason: 'required', adminOnly: false },
  block: { from: ['active'], to: 'blocked_by_manager', reason: 'required', adminOnly: false },
  remove: {
    from: ['active', 'blocked_by_manager', 'registration_not_completed'],
    adminFrom: ['blocked_by_admin'],
    to: 'removed',
    reason: 'required',
    adminOnly: false,
  },
  recover: { from: ['removed'], to: 'registration_not_completed', reason: 'optional', adminOnly: false },
  block_by_admin: {
    from: ['active', 'blocked_by_manager', 'registration_not_completed'],
    to: 'blocked_by_admin',
    reason: 'required',
    adminOnly: true,
  },
  unblock: { from: ['blocked_by_admin'], to: 'active', reason: 'required', adminOnly: true },
};

export type UserActor = { readonly admin: boolean };

/** Where an action leads from a status for this actor; null when it is not allowed. */
export function userActionTarget(
  action: UserAction,
  status: UserStatus,
  actor: UserActor,
): UserStatus | null {
  const rule = USER_ACTION_TABLE[action];
  if (rule.adminOnly && !actor.admin) return null;
  const from = actor.admin ? [...rule.from, ...(rule.adminFrom ?? [])] : rule.from;
  return from.includes(status) ? rule.to : null;
}

/** The actions a user in `status` offers this actor, in the order of USER_ACTIONS. */
export function availableUserActions(status: UserStatus, actor: UserActor): UserAction[] {
  return USER_ACTIONS.filter((action) => userActionTarget(action, status, actor) !== null);
}

/** Actions that end the user's sessions, access tokens and one-time links at once. */
export const USER_ACTIONS_ENDING_ACCESS: readonly UserAction[] = ['block', 'remove', 'block_by_admin'];

/** The actions by which a manager could lock the organisation out if taken on themself. */
export const SELF_LOCKOUT_ACTIONS: readonly UserAction[] = ['block', 'remove', 'block_by_admin'];

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}

export const USER_STATUS_LABEL_KEYS = {
  active: 'user_status_active',
  blocked_by_manager: 'user_status_blocked_by_manager',
  blocked_by_admin: 'user_status_blocked_by_admin',
  removed: 'user_status_removed',
  registration_not_completed: 'user_status_registration_not_completed',
} as const satisfies Record<UserStatus, MessageKey>;

export const USER_ACTION_LABEL_KEYS = {
  reinvite: 'user_action_reinvite',
  activate: 'user_action_activate',
  block: 'user_action_block',
  remove: 'user_action_remove',
  recover: 'user_action_recover',
  block_by_admin: 'user_action_block_by_admin',
  unblock: 'user_action_unblock',
} as const satisfies Record<UserAction, MessageKey>;

/** The audit log's entity types and the actions each records (one history mechanism). */
export const ADMIN_HISTORY_ENTITY_TYPES = [
  'user',
  'organisation',
  'api_client',
  'service_endpoint',
  'invoice',
  'invoice_tariff',
] as const;
export type AdminHistoryEntityType = (typeof ADMIN_HISTORY_ENTITY_TYPES)[number];

export const ADMIN_HISTORY_ACTIONS = {
  user: [
    'create',
    'update',
    'reinvite',
    'activate',
    'block',
    'remove',
    'recover',
    'block_by_admin',
    'unblock',
    'change_email',
    'registration_completed',
    'password_reset',
  ],
  organisation: ['create', 'update', 'activate', 'deactivate', 'services', 'codes'],
  api_client: ['create', 'rotate_secret', 'disable', 'enable'],
  service_endpoint: ['set', 'rotate_secret', 'remove', 'test_packet'],
  // The member services' billing (issue 16): invoices built, paid, cancelled; tariffs set.
  invoice: ['generate', 'mark_paid', 'cancel'],
  invoice_tariff: ['create', 'update'],
} as const satisfies Record<AdminHistoryEntityType, readonly string[]>;
