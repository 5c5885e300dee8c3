import { PERMISSION, hasExtended } from '@afx/domain';
import { type SQL, eq, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { incidents } from './tables.js';

type Caller = Pick<SessionUser, 'roles' | 'org_id'>;

/** E1000 (and an admin) reads the whole registry and every user; a U1000 caller its own organisation's. */
const readsEverything = (caller: Caller): boolean => hasExtended(caller, PERMISSION.incidents);

/**
 * The registry is shared: every member reads every live incident. A deleted one, with its reason,
 * stays with its organisation: under a U code another organisation's deleted incident is not found
 * (docs/decisions/0013-notification-coalescing-and-u-scope.md).
 */
export function incidentReadableBy(
  caller: Caller,
  incident: { creatorOrgId: number; deleted: boolean },
): boolean {
  return !incident.deleted || incident.creatorOrgId === caller.org_id || readsEverything(caller);
}

/** The same rule as a WHERE condition, for lists that show deleted incidents (the casino list). */
export function readableIncidents(caller: Caller): SQL | undefined {
  if (readsEverything(caller)) return undefined;
  return or(sql`not ${incidents.deleted}`, eq(incidents.creatorOrgId, caller.org_id));
}

/** Whose users a caller may look up (/user/list): every organisation's for E1000, else its own only. */
export const userLookupOrg = (caller: Caller): number | undefined =>
  readsEverything(caller) ? undefined : caller.org_id;
