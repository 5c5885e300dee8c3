import { PERMISSION, hasExtended, orgScope, scopeAllowsOrg, type SessionUserLike } from '../permissions.js';

/** Statuses the bank side acts on (decision 0041): 2 only without E22 (take into processing). */
const MUTABLE_STATUSES = [4, 5, 6, 7] as const;

/** The request as the access rules read it. */
export type CrimeCheckAccessFacts = {
  readonly statusId: number;
  readonly recipientOrgId: number | null;
  /** The police unit that filed it. */
  readonly policeOrgId: number;
};

/** U22 for a request addressed to the own organisation, E22 for any. */
export function actsForCrimeCheckIssuer(user: SessionUserLike, request: CrimeCheckAccessFacts): boolean {
  const scope = orgScope(user, PERMISSION.crimeCheck);
  if (scope === null) return false;
  return (
    scope.kind === 'any' || (request.recipientOrgId !== null && scopeAllowsOrg(scope, request.recipientOrgId))
  );
}

/** `mutable`: the caller may act on the bank side and the status is 2 (without E22), 4, 5, 6 or 7. */
export function isCrimeCheckMutable(user: SessionUserLike, request: CrimeCheckAccessFacts): boolean {
  if (!actsForCrimeCheckIssuer(user, request)) return false;
  if (request.statusId === 2) return !hasExtended(user, PERMISSION.crimeCheck);
  return (MUTABLE_STATUSES as readonly number[]).includes(request.statusId);
}

/**
 * `create_comment_enable`: the caller is the bank side of the request (U22 own, E22) or the police
 * unit that filed it, and the request has reached its bank (status 4 or later).
 */
export function isCrimeCheckCommentEnabled(
  user: SessionUserLike,
  request: CrimeCheckAccessFacts,
  side: 'bank' | 'police',
): boolean {
  if (request.statusId < 4) return false;
  if (side === 'police')
    return user.org_id === request.policeOrgId || hasExtended(user, PERMISSION.crimeCheck);
  return actsForCrimeCheckIssuer(user, request);
}
