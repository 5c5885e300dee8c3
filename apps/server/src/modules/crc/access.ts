import { PERMISSION, orgScope } from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Executor } from '../../platform/db/pool.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import * as repo from './repository.js';
import type { RequestRow, RequestScope } from './repository.js';

/** What the Crime Check services read from the configuration. */
export type CrcSettings = { dueDays: Record<number, number> };

/** The history of requests is kept under this entity type, keyed by the request id. */
export const CRC_REQUEST_ENTITY = 'crc_request';

/** Whether the caller's organisation is a cyber-police unit (the filing side). */
export async function isPoliceCaller(db: Executor, caller: Caller): Promise<boolean> {
  return (await repo.organisationOf(db, caller.org_id))?.type === 'cyber_police';
}

/** The bank side's scope: U22 the requests addressed to the own organisation, E22 all. */
export function bankScope(caller: Caller): RequestScope {
  const scope = orgScope(caller, PERMISSION.crimeCheck);
  if (scope === null) throw forbidden('crc_rights_required');
  return { side: 'bank', orgId: scope.kind === 'own' ? scope.orgId : null };
}

/** The police side's scope: its own unit's requests; E22 every unit's. */
export function policeScope(caller: Caller): RequestScope {
  const scope = orgScope(caller, PERMISSION.crimeCheck);
  if (scope === null) throw forbidden('crc_rights_required');
  return { side: 'police', orgId: scope.kind === 'own' ? scope.orgId : null };
}

function inScope(row: RequestRow, scope: RequestScope): boolean {
  if (scope.orgId === null) return true;
  return (scope.side === 'bank' ? row.recipientOrgId : row.policeOrgId) === scope.orgId;
}

/**
 * The request as one side may see it, or 404: another bank's (or another unit's) request is not
 * found for a U code, never a 403 that would tell it exists (as FPT answers).
 */
export async function requestOf(db: Executor, scope: RequestScope, id: string): Promise<RequestRow> {
  const row = await repo.findRequest(db, id);
  if (!row || !inScope(row, scope)) throw notFound();
  return row;
}
