import { type IncidentMutability, isAdmin } from '@afx/domain';
import type { SessionUser } from '../../platform/auth/session-user.js';

/**
 * What the caller may do with an incident (spec 1 §4): the creator's organisation (and an admin)
 * edits it, except the category when it came from another service (a basis: 'half'); every other
 * member reads it. A deleted incident is history only.
 */
export function incidentMutability(
  caller: Pick<SessionUser, 'roles' | 'org_id'>,
  incident: { creatorOrgId: number; basisType: number | null; deleted?: boolean },
): IncidentMutability {
  if (incident.deleted) return 'read_only';
  if (incident.creatorOrgId !== caller.org_id && !isAdmin(caller)) return 'read_only';
  return incident.basisType === null ? 'full' : 'half';
}
