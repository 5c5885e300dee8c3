import {
  MCS_CALL_FORWARDING_OPERATORS,
  MCS_OPERATOR_NAMES,
  PERMISSION,
  type McsCheckCreate,
  type McsCheckListQuery,
  type OrgScope,
  checkMcsConsent,
  operatorOfPhone,
  orgScope,
  translate,
  type Locale,
} from '@afx/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../identity/tables.js';
import type { Caller } from '../../platform/auth/caller.js';
import { transaction } from '../../platform/db/after-commit.js';
import type { Db } from '../../platform/db/pool.js';
import { businessRule, forbidden, notFound } from '../../platform/http/errors.js';
import { type ListPage, listPage, pageWindow } from '../../platform/http/paging.js';
import { enqueueOutbox } from '../../platform/outbox/outbox.js';
import type { McsCheckView } from './api.js';
import * as repo from './repository.js';
import { mcsChecks } from './tables.js';
import type { McsConfig } from '../../counterparts/index.js';

export function scopeOf(caller: Caller): OrgScope {
  const scope = orgScope(caller, PERMISSION.mobileCheck);
  if (scope === null) throw forbidden();
  return scope;
}

/** `/check/create`: the check is queued (the outbox asks the operator); its answer is pushed when ready. */
export async function createCheck(
  db: Db,
  caller: Caller,
  input: McsCheckCreate,
  config: Pick<McsConfig, 'consentRequired'>,
): Promise<{ id: number; status: 'queued' }> {
  scopeOf(caller);
  const operator = operatorOfPhone(input.phone);
  const refused = checkMcsConsent(operator, input.consent, config.consentRequired);
  if (refused) throw businessRule(refused);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(mcsChecks)
      .values({
        orgId: caller.org_id,
        userId: caller.user_id,
        userName: caller.name,
        phone: input.phone,
        depthDays: input.depth_days,
        consent: input.consent,
        operator,
      })
      .returning({ id: mcsChecks.id });
    const id = row!.id;
    await enqueueOutbox(tx, [
      { kind: 'mcs_check', payload: { checkId: id }, orgId: caller.org_id, service: 'mcs' },
    ]);
    return { id, status: 'queued' as const };
  });
}

/** The notes of spec 3 §4 that explain this answer. */
function notesOf(row: repo.McsCheckRow, locale: Locale): string[] {
  const notes: string[] = [];
  if (row.simChanged === 'another_operator_or_not_active')
    notes.push(translate('mcs_note_ambiguous', locale));
  if (row.route === 'ported')
    notes.push(translate('mcs_note_ported', locale, { operator: MCS_OPERATOR_NAMES[row.operator] }));
  if (row.callForwarding === 'unknown')
    notes.push(
      translate('mcs_note_call_forwarding', locale, {
        operators: MCS_CALL_FORWARDING_OPERATORS.map((o) => MCS_OPERATOR_NAMES[o]).join(', '),
      }),
    );
  return notes;
}

export function toView(row: repo.McsCheckRow, locale: Locale): McsCheckView {
  return {
    id: row.id,
    org_id: row.orgId,
    org_name: row.orgName,
    user_id: row.userId,
    user_name: row.userName,
    phone: row.phone,
    depth_days: row.depthDays,
    consent: row.consent,
    operator: row.operator,
    status: row.status,
    route: row.route,
    sim_changed: row.simChanged,
    sim_changed_at: row.simChangedAt?.toISOString() ?? null,
    call_forwarding: row.callForwarding,
    error: row.error ? translate(row.error.key, locale, row.error.params) : null,
    notes: row.status === 'answered' ? notesOf(row, locale) : [],
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** `/check/get`: another organisation's check under U1002 is not found (404), as if it did not exist. */
export async function getCheck(db: Db, caller: Caller, id: number): Promise<McsCheckView> {
  const scope = scopeOf(caller);
  const row = await repo.findCheck(db, id);
  if (!row || (scope.kind === 'own' && row.orgId !== scope.orgId)) throw notFound('mcs_check_not_found');
  return toView(row, caller.locale);
}

export async function listChecks(
  db: Db,
  caller: Caller,
  query: McsCheckListQuery,
): Promise<ListPage<McsCheckView>> {
  const scope = scopeOf(caller);
  const page = await listPage(pageWindow(query), (window) =>
    repo.listChecks(db, scope, {
      ...query,
      page_size: window.limit,
      page_number: window.offset / window.limit + 1,
    }),
  );
  return { total_count: page.total_count, list: page.list.map((row) => toView(row, caller.locale)) };
}

/** The users filter's choices: the people who made checks the caller may see. */
export async function checkUsers(db: Db, caller: Caller): Promise<{ id: number; name: string }[]> {
  const scope = scopeOf(caller);
  return db
    .selectDistinct({ id: users.id, name: mcsChecks.userName })
    .from(mcsChecks)
    .innerJoin(users, eq(users.id, mcsChecks.userId))
    .where(and(isNotNull(mcsChecks.userId), repo.scopeCondition(scope)))
    .orderBy(asc(mcsChecks.userName));
}
