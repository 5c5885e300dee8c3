import type { PermissionCode } from '@afx/domain';
import type { ManagedRole, ManagedUserCreate, ManagedUserUpdate, ManagedUserView } from '../api/types';

/** The invite and edit drawers' values. */
export interface UserFormValues {
  /** The administrator's choice of organisation (invite only). */
  org_id?: number | null;
  email: string;
  full_name: string;
  position: string;
  role: ManagedRole;
  permissions: PermissionCode[];
}

/** The fields a server's field error may name, as the form names them. */
export const USER_FORM_FIELDS = ['org_id', 'email', 'full_name', 'position', 'role', 'permissions'] as const;

export const EMPTY_USER_FORM: UserFormValues = {
  org_id: null,
  email: '',
  full_name: '',
  position: '',
  role: 'user',
  permissions: [],
};

/** A user's values in the edit drawer (an API client's user is not edited here). */
export function userFormValuesOf(user: ManagedUserView): UserFormValues {
  return {
    org_id: user.org_id,
    email: user.email,
    full_name: user.full_name,
    position: user.position ?? '',
    role: user.role === 'manager' ? 'manager' : 'user',
    permissions: [...user.permissions],
  };
}

/** /user/create's body; the organisation only from the administrator's view. */
export function createBodyOf(values: UserFormValues, adminMode: boolean): ManagedUserCreate {
  const position = values.position?.trim();
  return {
    ...(adminMode && values.org_id ? { org_id: values.org_id } : {}),
    email: (values.email ?? '').trim(),
    full_name: (values.full_name ?? '').trim(),
    ...(position ? { position } : {}),
    role: values.role,
    permissions: [...(values.permissions ?? [])],
  };
}

/** /user/update's body: the e-mail only when an administrator changed it. */
export function updateBodyOf(
  values: UserFormValues,
  user: ManagedUserView,
  admin: boolean,
): ManagedUserUpdate {
  const email = (values.email ?? '').trim();
  return {
    id: user.id,
    full_name: (values.full_name ?? '').trim(),
    position: (values.position ?? '').trim(),
    role: values.role,
    permissions: [...(values.permissions ?? [])],
    ...(admin && email !== user.email ? { email } : {}),
  };
}
