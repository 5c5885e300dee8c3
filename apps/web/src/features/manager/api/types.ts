import type { PermissionCode, UserAction, UserStatus } from '@afx/domain';

// The answers of /api/manager/v1 (apps/server/src/modules/manager), as the contract of issue 15
// names them. TODO(merge): once the server's OpenAPI types are generated, take these from
// api/contract (ApiAnswer<'/api/manager/v1/user/get'>) so a renamed field breaks the build.

/** The roles a manager gives (an API client's 'api-user' is the administrator's). */
export type ManagedRole = 'user' | 'manager';
/** A user's role as the list shows it. */
export type ManagedUserRole = ManagedRole | 'api-user';

/** One user of an organisation: /user/get, a row of /user/list and every change's answer. */
export interface ManagedUserView {
  id: number;
  login: string;
  email: string;
  full_name: string;
  position: string | null;
  role: ManagedUserRole;
  permissions: PermissionCode[];
  status: UserStatus;
  org_id: number;
  org_name: string;
  /** ISO instant, null when never signed in. */
  last_sign_in: string | null;
  created_at: string;
  /** What the caller may do to the user now (the domain's table, the caller's rights). */
  available_actions: UserAction[];
  /** Until when the open invitation is valid; null when none. */
  invitation_expires_at: string | null;
  /** Whether the caller may edit the user. */
  mutable: boolean;
}

/** The list's filter (managedUserFilterSchema of the domain). */
export interface ManagedUserFilter {
  text?: string;
  status?: UserStatus[];
  role?: ManagedUserRole[];
  /** Admin only. */
  org_id?: number;
}

/** What the form may offer for an organisation (/user/options). */
export interface ManagedUserOptions {
  grantable_codes: PermissionCode[];
  email_domains: string[];
  roles: ManagedRole[];
}

/** /user/create (managedUserCreateSchema). */
export interface ManagedUserCreate {
  org_id?: number;
  email: string;
  full_name: string;
  position?: string;
  role: ManagedRole;
  permissions: PermissionCode[];
}

/** /user/update (managedUserUpdateSchema): the e-mail only from an administrator. */
export interface ManagedUserUpdate {
  id: number;
  full_name: string;
  position: string;
  role: ManagedRole;
  permissions: PermissionCode[];
  email?: string;
}

/** /user/action (userActionSchema). */
export interface ManagedUserActionBody {
  id: number;
  action: UserAction;
  reason?: string;
}
