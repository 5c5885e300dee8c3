import { MANAGED_USER_FILTER_ROLES, USER_STATUSES, type UserStatus } from '@afx/domain';
import type { AddressFields } from '../../../components/list';
import type { ManagedUserFilter, ManagedUserRole } from '../api/types';

/** The roles the list filters by. */
export const FILTER_ROLES: readonly ManagedUserRole[] = MANAGED_USER_FILTER_ROLES;

/**
 * The applied filter as the address holds it (?q.text=…&q.status=active,removed&q.role=manager):
 * the statuses and roles as comma-separated text, since the address keeps one value a field.
 */
export interface UserAddressFilter {
  text?: string;
  status?: string;
  role?: string;
  org_id?: number;
}

export const USER_ADDRESS_FIELDS: AddressFields<UserAddressFilter> = {
  text: 'text',
  status: 'text',
  role: 'text',
  org_id: 'number',
};

/** The filter box's values. */
export interface UserFilterValues {
  text?: string;
  status?: UserStatus[];
  role?: ManagedUserRole[];
  org_id?: number | null;
}

const listOf = <T extends string>(text: string | undefined, allowed: readonly T[]): T[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is T => (allowed as readonly string[]).includes(part));

const textOf = (values: readonly string[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;

/** What /user/list is asked for: unknown statuses or roles of a mistyped address dropped. */
export function toRequestFilter(address: UserAddressFilter, adminMode: boolean): ManagedUserFilter {
  const status = listOf(address.status, USER_STATUSES);
  const role = listOf(address.role, FILTER_ROLES);
  const text = address.text?.trim();
  return {
    ...(text ? { text } : {}),
    ...(status.length > 0 ? { status } : {}),
    ...(role.length > 0 ? { role } : {}),
    ...(adminMode && address.org_id !== undefined ? { org_id: address.org_id } : {}),
  };
}

/** The box's values for an applied filter. */
export function filterValuesOf(address: UserAddressFilter): UserFilterValues {
  return {
    text: address.text,
    status: listOf(address.status, USER_STATUSES),
    role: listOf(address.role, FILTER_ROLES),
    org_id: address.org_id ?? null,
  };
}

/** The filter a search applies: only the set fields, so the address and "did it change" agree. */
export function addressFilterOf(values: UserFilterValues): UserAddressFilter {
  const text = values.text?.trim();
  const status = textOf(values.status);
  const role = textOf(values.role);
  return {
    ...(text ? { text } : {}),
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
    ...(values.org_id ? { org_id: values.org_id } : {}),
  };
}

/** Whether the applied filter narrows the list (an empty list then says so, not "no users"). */
export const isFiltered = (filter: ManagedUserFilter): boolean =>
  Boolean(filter.text || filter.status?.length || filter.role?.length || filter.org_id);
