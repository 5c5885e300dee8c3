import { z } from 'zod';
import { listQuerySchema } from '../list-query.js';
import { LOCALES } from '../messages/index.js';
import { isPermissionCode, PERMISSION_NUMBERS, type PermissionCode } from '../permissions.js';
import type { RuleOutcome } from '../rule.js';
import {
  idNumber,
  listOf,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
  requiredText,
  typeError,
} from '../zod-rules.js';
import {
  USER_ACTION_TABLE,
  USER_ACTIONS,
  USER_REASON_MAX,
  USER_STATUSES,
  type UserAction,
} from './user-status.js';
import { normalizeWorkEmail, USER_EMAIL_MAX } from './work-email.js';
import { isValidEmail } from '../email.js';

export const MANAGED_USER_LIMITS = { fullNameMax: 200, positionMax: 200, filterTextMax: 100 } as const;

/** The roles a manager gives (the administrator's API clients get 'api-user' elsewhere). */
export const MANAGED_USER_ROLES = ['user', 'manager'] as const;
export type ManagedUserRole = (typeof MANAGED_USER_ROLES)[number];
/** The roles the list filters by. */
export const MANAGED_USER_FILTER_ROLES = ['user', 'manager', 'api-user'] as const;

/** Each code at most once: U and E of every number. */
const PERMISSION_CODES_MAX = PERMISSION_NUMBERS.length * 2;

const permissionCode = z
  .string({ error: typeError })
  .refine((value): value is PermissionCode => isPermissionCode(value), { error: 'invalid_value' });

export const permissionCodesSchema = listOf(permissionCode, PERMISSION_CODES_MAX).transform(
  (codes) => [...new Set(codes)] as PermissionCode[],
);

/** A user's e-mail: its shape here; the organisation's domains and the mailbox rules are `workEmailProblem`. */
export function checkUserEmail(value: string): RuleOutcome {
  return isValidEmail(value) ? null : 'user_email_invalid';
}

const userEmail = requiredText(checkUserEmail, { max: USER_EMAIL_MAX, normalize: normalizeWorkEmail });

/** The create-and-invite form (spec 1 §3 managed user; issue 15). */
export const managedUserCreateSchema = objectOf({
  /** The administrator names the organisation; a manager's own is taken. */
  org_id: optionalIdNumber(),
  email: userEmail,
  full_name: requiredText(undefined, { max: MANAGED_USER_LIMITS.fullNameMax }),
  position: optionalText(undefined, { max: MANAGED_USER_LIMITS.positionMax }),
  role: oneOf(MANAGED_USER_ROLES),
  permissions: permissionCodesSchema,
  locale: oneOf(LOCALES).optional(),
});
export type ManagedUserCreate = z.output<typeof managedUserCreateSchema>;

/** The edit form: the e-mail only by an administrator (the server says so to anyone else). */
export const managedUserUpdateSchema = objectOf({
  id: idNumber(),
  full_name: requiredText(undefined, { max: MANAGED_USER_LIMITS.fullNameMax }),
  position: optionalText(undefined, { max: MANAGED_USER_LIMITS.positionMax }),
  role: oneOf(MANAGED_USER_ROLES),
  permissions: permissionCodesSchema,
  email: userEmail.optional(),
});
export type ManagedUserUpdate = z.output<typeof managedUserUpdateSchema>;

export const managedUserKeySchema = objectOf({ id: idNumber() });

/** "Block, activate and remove each ask for a reason" (spec 1 §4): required ones, and at most 200. */
export function userActionReasonProblem(action: UserAction, reason: string | null | undefined): RuleOutcome {
  const text = (reason ?? '').trim();
  if (text === '') return USER_ACTION_TABLE[action].reason === 'required' ? 'user_reason_required' : null;
  return [...text].length > USER_REASON_MAX
    ? { key: 'max_length', params: { count: USER_REASON_MAX } }
    : null;
}

export const userActionSchema = objectOf({
  id: idNumber(),
  action: oneOf(USER_ACTIONS),
  reason: optionalText(undefined, { max: USER_REASON_MAX }),
}).superRefine((value, ctx) => {
  // The length is the field's own check above.
  if (USER_ACTION_TABLE[value.action].reason === 'required' && !value.reason) {
    reportOutcome(ctx, 'user_reason_required', ['reason']);
  }
});
export type UserActionRequest = z.output<typeof userActionSchema>;

export const managedUserFilterSchema = objectOf({
  text: optionalText(undefined, { max: MANAGED_USER_LIMITS.filterTextMax }),
  status: listOf(oneOf(USER_STATUSES), USER_STATUSES.length)
    .nullish()
    .transform((list) => list ?? []),
  role: listOf(oneOf(MANAGED_USER_FILTER_ROLES), MANAGED_USER_FILTER_ROLES.length)
    .nullish()
    .transform((list) => list ?? []),
  /** The administrator's organisation filter; a manager's list is their organisation's. */
  org_id: optionalIdNumber(),
});
export type ManagedUserFilter = z.output<typeof managedUserFilterSchema>;

export const MANAGED_USER_SORT_FIELDS = [
  'login',
  'full_name',
  'status',
  'role',
  'last_sign_in',
  'created_at',
] as const;
export type ManagedUserSortField = (typeof MANAGED_USER_SORT_FIELDS)[number];

export const managedUserListQuerySchema = listQuerySchema(
  managedUserFilterSchema.nullish().transform((filter) => filter ?? managedUserFilterSchema.parse({})),
  MANAGED_USER_SORT_FIELDS,
  { field: 'full_name', order: 'ascend' },
);
export type ManagedUserListQuery = z.output<typeof managedUserListQuerySchema>;

/** The form's options: what the organisation's manager may grant. */
export const managedUserOptionsRequestSchema = objectOf({ org_id: optionalIdNumber() });
