import {
  FPT_COUNTER_GROUPS,
  FPT_STATUS,
  type OrgScope,
  PERMISSION,
  addDays,
  isoCalendarDate,
  effectiveAlertFilter,
  fptGroupMoney,
  hasExtended,
  orgScope,
  statusFilterForIncidentFilter,
  toIsoDate,
  todayIn,
} from '@afx/domain';
import { and, type SQL } from 'drizzle-orm';
import { failedPacketCounts } from '../../counterparts/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { forbidden } from '../../platform/http/errors.js';
import type { FptSettings } from './access.js';
import type { AlertListAnswer, InboundListQuery, OutboundListQuery, PickerRequest } from './api.js';
import * as repo from './repository.js';
import type { ListSide, PickerKind } from './repository.js';
import { toListItem } from './view.js';
import { alertTotals, answeredByTotals, openAlertCount } from './alert-totals.js';

const PERMISSION_OF: Record<ListSide, typeof PERMISSION.fptOutbound | typeof PERMISSION.fptInbound> = {
  outbound: PERMISSION.fptOutbound,
  inbound: PERMISSION.fptInbound,
};

/** The alerts a side's list may show the caller: the own organisation's under U, any under E. */
export function scopeOf(caller: Caller, side: ListSide): SQL | undefined {
  return repo.scopeCondition(side, listScope(caller, side));
}

function listScope(caller: Caller, side: ListSide) {
  const scope = orgScope(caller, PERMISSION_OF[side]);
  if (scope === null) throw forbidden(side === 'inbound' ? 'fpt_inbound_rights_required' : 'forbidden');
  return scope;
}

type AnyListQuery = OutboundListQuery | InboundListQuery;

/** The filter as the repository reads it: an alert id alone, dates as yyyy-MM-dd. */
function repositoryFilter(filter: AnyListQuery['filter']): repo.AlertFilter & { status: number[] } {
  const effective = effectiveAlertFilter(filter);
  const iso = (value: string | undefined) => (value ? (toIsoDate(value) ?? undefined) : undefined);
  const incident = 'incident_created' in effective ? effective.incident_created : undefined;
  return {
    ...effective,
    request_date_from: iso(effective.request_date_from),
    request_date_to: iso(effective.request_date_to),
    // "Filtering by incident present or absent sets the status filter to the eligible statuses."
    status: statusFilterForIncidentFilter(incident, effective.status ?? []),
  };
}

/** Counts and hryvnia totals of the counter groups (spec 2 §3.5). */
function counterGroups(totals: readonly repo.StatusTotal[]) {
  const group = (statusIds: readonly number[]) => {
    const lines = totals.filter((line) => statusIds.includes(line.status_id));
    return {
      count: lines.reduce((sum, line) => sum + line.count, 0),
      money: fptGroupMoney(lines.map(({ currency_code, total }) => ({ currency_code, total }))),
    };
  };
  const inProcess = group(FPT_COUNTER_GROUPS.in_process.statusIds);
  const possibility = group(FPT_COUNTER_GROUPS.possibility.statusIds);
  const success = group(FPT_COUNTER_GROUPS.success.statusIds);
  return {
    inprocess_count: inProcess.count,
    inprocess_money: inProcess.money,
    possibility_count: possibility.count,
    possibility_money: possibility.money,
    success_count: success.count,
    success_money: success.money,
    new_count: group([FPT_STATUS.new]).count,
  };
}

/**
 * /outbound/list and /inbound/list: a page of the side's alerts, and the counters over the same
 * scope and filters without the status filter (the counter buttons are status filters themselves).
 */
export async function listAlerts(
  db: Db,
  caller: Caller,
  side: ListSide,
  q: AnyListQuery,
  settings: FptSettings,
): Promise<AlertListAnswer> {
  const orgs = listScope(caller, side);
  const scope = repo.scopeCondition(side, orgs);
  const filter = repositoryFilter(q.filter);
  const incidentColumn = side === 'inbound' ? 'incidentId' : 'incidentId2';
  const unfiltered = and(scope, ...repo.filterConditions(filter, incidentColumn));
  const now = new Date();
  // The page, the counters and the side's own figures side by side (on PostgreSQL, each on its
  // connection).
  const [rows, totals, sideFigures] = await Promise.all([
    repo.alertPage(db, and(unfiltered, repo.statusCondition(filter.status)), q),
    // The first page's counters (a scope and days) add up the running totals, not the alerts.
    answeredByTotals(filter) ? alertTotals(db, side, orgs, filter) : repo.statusTotals(db, unfiltered),
    side === 'inbound'
      ? inboundOverdueCount(db, orgs, filter, settings, now)
      : // Failed packets of the caller's organisation; E1005 sees (and may reset) everyone's.
        failedPacketCounts(db, {
          service: 'fpt',
          orgId: hasExtended(caller, PERMISSION.fptOutbound) ? null : caller.org_id,
        }),
  ]);
  const { new_count, ...counters } = counterGroups(totals);
  const answer = {
    list: rows.map((row) => toListItem(row, settings, now)),
    total_count: listTotal(totals, filter.status),
    ...counters,
  };
  if (typeof sideFigures === 'number') return { ...answer, new_count, overdue_count: sideFigures };
  return { ...answer, fixable_error_qty: sideFigures.fixable, total_error_qty: sideFigures.total };
}

/**
 * The inbound list's overdue alerts. Every open alert of a Kyiv day that ended before the
 * final-status threshold is overdue, so those days come from the running totals; the alerts of the
 * last day or two are counted with the SLA rule itself.
 */
async function inboundOverdueCount(
  db: Db,
  scope: OrgScope,
  filter: repo.AlertFilter & { status: number[] },
  settings: FptSettings,
  now: Date,
): Promise<number> {
  const counted = (days: repo.AlertFilter) =>
    repo.overdueCount(
      db,
      and(repo.scopeCondition('inbound', scope), ...repo.filterConditions(days, 'incidentId')),
      settings.sla,
      now,
    );
  if (!answeredByTotals(filter)) return counted(filter);
  const thresholdDay = isoCalendarDate(
    todayIn(new Date(now.getTime() - settings.sla.finalHours * 3_600_000)),
  );
  const { request_date_from: from, request_date_to: to } = filter;
  const lastWholeDay = isoCalendarDate(addDays(todayIn(new Date(`${thresholdDay}T12:00:00Z`)), -1));
  const [wholeDays, lastDays] = await Promise.all([
    from && from > lastWholeDay
      ? 0
      : openAlertCount(db, 'inbound', scope, {
          ...filter,
          request_date_to: to && to < lastWholeDay ? to : lastWholeDay,
        }),
    to && to < thresholdDay
      ? 0
      : counted({ ...filter, request_date_from: from && from > thresholdDay ? from : thresholdDay }),
  ]);
  return wholeDays + lastDays;
}

/** The list's total: the counted alerts of the filtered statuses (all of them without a status filter). */
function listTotal(totals: readonly repo.StatusTotal[], statuses: readonly number[]): number {
  return totals
    .filter((line) => statuses.length === 0 || statuses.includes(line.status_id))
    .reduce((sum, line) => sum + line.count, 0);
}

/** The remote searches of the list filters, within the side's scope. */
export async function pickFromAlerts(
  db: Db,
  caller: Caller,
  side: ListSide,
  kind: PickerKind,
  q: PickerRequest,
) {
  return repo.pick(db, kind, scopeOf(caller, side), q);
}

/** GET /new_counter: new inbound alerts of the caller's organisation (E1006: of every organisation). */
export async function newCounter(db: Db, caller: Caller) {
  const scope = orgScope(caller, PERMISSION.fptInbound);
  if (scope === null) throw forbidden('fpt_inbound_rights_required');
  return { new_count: await repo.newAlertCount(db, scope.kind === 'own' ? scope.orgId : null) };
}
