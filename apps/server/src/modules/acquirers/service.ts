import { type Caller, mayActOn, assertMayActOn } from '../../platform/auth/caller.js';
import { type AcquirerIdRecord, PERMISSION, effectiveAcquirerIdFilter, isCardSystemId } from '@afx/domain';
import type { Db } from '../../platform/db/pool.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import { diff, listHistory, recordHistory, removal } from '../../platform/history/history.js';
import { ownerView } from '../../platform/organisations/owner-view.js';
import { bankExists } from '../../platform/organisations/organisations.js';
import * as repo from './repository.js';
import type { AcquirerIdFields, AcquirerIdRow } from './repository.js';
import type { AcquirerIdListQuery, AcquirerIdView } from './api.js';

export const ACQUIRER_ID_ENTITY = 'acquirer_id';

const historyKey = (orgId: number, id: string): string => `${orgId}:${id}`;

function toView(row: AcquirerIdRow, caller: Caller): AcquirerIdView {
  return {
    id: row.id,
    ...ownerView(row, caller.locale),
    notes: row.notes,
    mutable: mayActOn(caller, PERMISSION.acquirers, row.org_id),
    update_dt: row.update_dt.toISOString(),
  };
}

function fieldsOfRecord(record: AcquirerIdRecord): AcquirerIdFields {
  if (!isCardSystemId(record.card_system_id)) throw badRequest({ card_system_id: 'invalid_value' });
  return { card_system_id: record.card_system_id, notes: record.notes ?? null };
}

export async function listAcquirerIds(
  db: Db,
  caller: Caller,
  q: AcquirerIdListQuery,
): Promise<ListPage<AcquirerIdView>> {
  // A typed id searches every organisation (the name filter is disabled then, spec 3 §2.4).
  const page = await repo.listAcquirerIds(db, { ...q, filter: effectiveAcquirerIdFilter(q.filter) });
  return { list: page.list.map((row) => toView(row, caller)), total_count: page.total_count };
}

/** Acquirer ids are identified by organisation and id; the card system is a field of the record. */
export async function getAcquirerId(
  db: Db,
  caller: Caller,
  orgId: number,
  id: string,
): Promise<AcquirerIdView> {
  const row = await repo.findAcquirerId(db, orgId, id);
  if (!row) throw notFound();
  return toView(row, caller);
}

export async function addAcquirerId(
  db: Db,
  caller: Caller,
  record: AcquirerIdRecord,
): Promise<AcquirerIdView> {
  assertMayActOn(caller, PERMISSION.acquirers, record.org_id);
  const fields = fieldsOfRecord(record);
  if (!(await bankExists(db, record.org_id))) throw badRequest({ org_id: 'acquirer_name_required' });
  await db.transaction(async (tx) => {
    if (await repo.findAcquirerId(tx, record.org_id, record.id)) {
      throw conflict('acquirer_id_unique', { id: 'acquirer_id_unique' });
    }
    await repo.insertAcquirerId(tx, record.org_id, record.id, fields);
    await recordHistory(tx, {
      entityType: ACQUIRER_ID_ENTITY,
      entityKey: historyKey(record.org_id, record.id),
      action: 'create',
      changes: diff({}, fields),
      by: caller,
    });
  });
  return getAcquirerId(db, caller, record.org_id, record.id);
}

export async function updateAcquirerId(
  db: Db,
  caller: Caller,
  record: AcquirerIdRecord,
): Promise<AcquirerIdView> {
  assertMayActOn(caller, PERMISSION.acquirers, record.org_id);
  const fields = fieldsOfRecord(record);
  await db.transaction(async (tx) => {
    const before = await repo.lockAcquirerId(tx, record.org_id, record.id);
    if (!before) throw notFound();
    await repo.updateAcquirerId(tx, record.org_id, record.id, fields);
    await recordHistory(tx, {
      entityType: ACQUIRER_ID_ENTITY,
      entityKey: historyKey(record.org_id, record.id),
      action: 'update',
      changes: diff({ card_system_id: before.card_system_id, notes: before.notes }, fields),
      by: caller,
    });
  });
  return getAcquirerId(db, caller, record.org_id, record.id);
}

export async function deleteAcquirerId(db: Db, caller: Caller, orgId: number, id: string): Promise<void> {
  assertMayActOn(caller, PERMISSION.acquirers, orgId);
  await db.transaction(async (tx) => {
    const before = await repo.lockAcquirerId(tx, orgId, id);
    if (!before) throw notFound();
    await repo.deleteAcquirerId(tx, orgId, id);
    await recordHistory(tx, {
      entityType: ACQUIRER_ID_ENTITY,
      entityKey: historyKey(orgId, id),
      action: 'delete',
      changes: removal({ card_system_id: before.card_system_id, notes: before.notes }),
      by: caller,
    });
  });
}

export async function acquirerIdHistory(db: Db, caller: Caller, orgId: number, id: string) {
  return listHistory(db, ACQUIRER_ID_ENTITY, historyKey(orgId, id), caller.locale);
}
