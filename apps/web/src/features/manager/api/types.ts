import type { PermissionCode, UserStatus } from '@afx/domain';
import type { ApiAnswer, ApiBody } from '../../../api/contract';

// The answers of /api/manager/v1 (apps/server/src/modules/manager), from the types generated from
// the server's OpenAPI document (docs/decisions/0030-typed-contract.md): a field renamed on the
// server breaks this feature's build. The server declares a role and the codes as plain text; the
// page reads them as the domain's words.

/** The roles a manager gives (an API client's 'api-user' is the administrator's). */
export type ManagedRole = 'user' | 'manager';
/** A user's role as the list shows it. */
export type ManagedUserRole = ManagedRole | 'api-user';

type ServerUserView = ApiAnswer<'/api/manager/v1/user/get'>;

/** One user of an organisation: /user/get, a row of /user/list and every change's answer. */
export type ManagedUserView = Omit<ServerUserView, 'role' | 'permissions' | 'status'> & {
  role: ManagedUserRole;
  permissions: PermissionCode[];
  status: UserStatus;
};

/** The list's filter (managedUserFilterSchema of the domain). */
export type ManagedUserFilter = NonNullable<ApiBody<'/api/manager/v1/user/list'>['filter']>;

type ServerOptions = ApiAnswer<'/api/manager/v1/user/options'>;

/** What the form may offer for an organisation (/user/options). */
export type ManagedUserOptions = Omit<ServerOptions, 'grantable_codes' | 'roles'> & {
  grantable_codes: PermissionCode[];
  roles: ManagedRole[];
};

/** /user/create (managedUserCreateSchema). */
export type ManagedUserCreate = ApiBody<'/api/manager/v1/user/create'> & { permissions: PermissionCode[] };

/** /user/update (managedUserUpdateSchema): the e-mail only from an administrator. */
export type ManagedUserUpdate = ApiBody<'/api/manager/v1/user/update'> & { permissions: PermissionCode[] };

/** /user/action (userActionSchema). */
export type ManagedUserActionBody = ApiBody<'/api/manager/v1/user/action'>;
