import { PERMISSION, type PermissionCode, type PermissionNumber } from '@afx/domain';
import type { OrgType } from '../../identity/tables.js';
import { BANK_TYPES } from '../../platform/organisations/organisations.js';

/**
 * The three contact directories (spec 3 §2.1): member banks (U12/E12), cyber police units
 * (U13/E13) and non-bank organisations (U20/E20), mobile operators among them.
 */
export const CONTACT_KINDS = {
  banks: { permission: PERMISSION.banks, types: BANK_TYPES },
  cyber: { permission: PERMISSION.cyberPolice, types: ['cyber_police'] },
  orgs: { permission: PERMISSION.organisations, types: ['non_bank', 'mobile_operator'] },
} as const satisfies Record<string, { permission: PermissionNumber; types: readonly OrgType[] }>;

export type ContactKind = keyof typeof CONTACT_KINDS;
export const CONTACT_KIND_NAMES = Object.keys(CONTACT_KINDS) as [ContactKind, ...ContactKind[]];

export const codesOfKind = (kind: ContactKind): PermissionCode[] => {
  const n = CONTACT_KINDS[kind].permission;
  return [`U${n}`, `E${n}`];
};
