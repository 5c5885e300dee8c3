import { PERMISSION, effectiveCrimeCheckFilter, hasExtended, toIsoDate } from '@afx/domain';
import { and } from 'drizzle-orm';
import { failedPacketCounts } from '../../counterparts/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { bankScope, policeScope } from './access.js';
import type { CrimeCheckListQuery, PickerRequest } from './api.js';
import * as repo from './repository.js';
import type { PickerKind, RequestScope } from './repository.js';
import { answeredByTotals, requestTotal } from './request-totals.js';
import { toRow } from './view.js';

const iso = (value: string | undefined) => (value ? (toIsoDate(value) ?? undefined) : undefined);

/** The filter as the repository reads it: a request id alone; status 1 and the bank filter only for E22. */
function repositoryFilter(caller: Caller, filter: CrimeCheckListQuery['filter']): repo.RequestFilter {
  const effective = effectiveCrimeCheckFilter(filter, { hasE22: hasExtended(caller, PERMISSION.crimeCheck) });
  return {
    ...effective,
    request_date_from: iso(effective.request_date_from),
    request_date_to: iso(effective.request_date_to),
  };
}

async function page(db: Db, scope: RequestScope, filter: repo.RequestFilter, q: CrimeCheckListQuery) {
  // A U22 scope names the own bank, so it never holds status 1 (no bank yet).
  const where = and(repo.scopeCondition(scope), ...repo.filterConditions(filter));
  // The bank list's first page (a scope, days, statuses) adds up the running totals, not the requests.
  const total =
    scope.side === 'bank' && answeredByTotals(filter)
      ? () => requestTotal(db, scope.orgId, filter)
      : () => repo.requestCount(db, where);
  const result = await repo.requestPage(db, where, q, total);
  const now = new Date();
  return { list: result.list.map((row) => toRow(row, now)), total_count: result.total_count };
}

/**
 * /alert/list: a page of the bank side's requests (U22 the own organisation's, E22 all), with the
 * badge's count and the failed packets of the scope (Reset transport's fixable/total).
 */
export async function listRequests(db: Db, caller: Caller, q: CrimeCheckListQuery) {
  const scope = bankScope(caller);
  const [result, newCount, failed] = await Promise.all([
    page(db, scope, repositoryFilter(caller, q.filter), q),
    repo.newRequestCount(db, scope.orgId),
    failedPacketCounts(db, { service: 'crc', orgId: scope.orgId }),
  ]);
  return { ...result, new_count: newCount, fixable_error_qty: failed.fixable, total_error_qty: failed.total };
}

/** /police/request/list: the unit's own requests (E22: every unit's). */
export async function listPoliceRequests(db: Db, caller: Caller, q: CrimeCheckListQuery) {
  const scope = policeScope(caller);
  const filter = q.filter;
  // The police list filters by id, recipient, status, dates and registration number.
  return page(
    db,
    scope,
    filter.id
      ? { id: filter.id }
      : {
          recipient_number: filter.recipient_number,
          status: filter.status,
          request_date_from: iso(filter.request_date_from),
          request_date_to: iso(filter.request_date_to),
          reg_number: filter.reg_number,
        },
    q,
  );
}

/** The remote searches of the list filters, within the bank side's scope (and one bank, if asked). */
export async function pickFromRequests(db: Db, caller: Caller, kind: PickerKind, q: PickerRequest) {
  const scope = bankScope(caller);
  const bank =
    scope.orgId === null && q.filter.recipient_issuer_id
      ? repo.scopeCondition({ side: 'bank', orgId: q.filter.recipient_issuer_id })
      : undefined;
  const { list } = await repo.pick(db, kind, and(repo.scopeCondition(scope), bank), q);
  return { list };
}

/** GET /new_counter: statuses 4 and 5 addressed to the caller's organisation (E22: to any). */
export async function newCounter(db: Db, caller: Caller) {
  return { new_count: await repo.newRequestCount(db, bankScope(caller).orgId) };
}
