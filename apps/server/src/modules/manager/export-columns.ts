import { translate, USER_STATUS_LABEL_KEYS, ROLE_LABEL_KEYS, type Role } from '@afx/domain';
import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { ManagedUserView } from './api.js';

const roleLabel = (role: string): string | null =>
  Object.hasOwn(ROLE_LABEL_KEYS, role) ? ROLE_LABEL_KEYS[role as Role] : null;

/** The users list's columns: login, e-mail, name, position, role, codes, status, last sign-in. */
export const MANAGED_USER_EXPORT_COLUMNS: readonly ExportColumn<ManagedUserView>[] = [
  { title: 'column_login', value: (row) => row.login },
  { title: 'column_email', value: (row) => row.email },
  { title: 'column_fullname', value: (row) => row.full_name },
  { title: 'column_position', value: (row) => row.position },
  { title: 'column_org_name', value: (row) => row.org_name },
  {
    title: 'column_role',
    value: (row, locale) => {
      const key = roleLabel(row.role);
      return key ? translate(key, locale) : row.role;
    },
  },
  { title: 'column_permissions', value: (row) => row.permissions.join(', ') },
  { title: 'column_status', value: (row, locale) => translate(USER_STATUS_LABEL_KEYS[row.status], locale) },
  { title: 'column_last_sign_in', value: (row) => kyivTime(row.last_sign_in) },
  { title: 'column_created', value: (row) => kyivTime(row.created_at) },
];
