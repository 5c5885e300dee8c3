import type { Caller } from '../../platform/auth/caller.js';
import { type BinRecord, PERMISSION, checkBinUpdateAllowed, hasExtended } from '@afx/domain';
import type { Db, Executor } from '../../platform/db/pool.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import {
  diff,
  listHistory,
  recordHistory,
  recordHistoryBatch,
  removal,
} from '../../platform/history/history.js';
import { bankExists } from '../../platform/organisations/organisations.js';
import { ownerView } from '../../platform/organisations/owner-view.js';
import * as repo from './repository.js';
import type { BinFields, BinListQuery, BinRow } from './repository.js';
import type { BinView } from './api.js';

export const BIN_ENTITY = 'bin';

const binRight = (caller: Caller, orgId: number) => ({
  extended: hasExtended(caller, PERMISSION.bins),
  ownOrgId: caller.org_id,
  binOrgId: orgId,
});

/** U1007 changes only its own organisation's BINs, E1007 any issuer's (the row's `mutable`). */
export function mayChangeBinsOf(caller: Caller, orgId: number): boolean {
  return checkBinUpdateAllowed(binRight(caller, orgId)) === null;
}

/** 403 'You do not have permission to update BIN' unless the caller may change the organisation's BINs. */
export function assertMayChangeBinsOf(caller: Caller, orgId: number): void {
  const key = checkBinUpdateAllowed(binRight(caller, orgId));
  if (key) throw forbidden(key);
}

export function toBinView(row: BinRow, caller: Caller): BinView {
  return {
    bin: row.bin,
    ica: row.ica,
    bid: row.bid,
    ...ownerView(row, caller.locale),
    prepaid: row.prepaid,
    token: row.token,
    notes: row.notes,
    mutable: mayChangeBinsOf(caller, row.org_id),
    update_dt: row.update_dt.toISOString(),
  };
}

export const binFieldsOf = (row: BinFields): BinFields => ({
  org_id: row.org_id,
  card_system_id: row.card_system_id,
  ica: row.ica,
  bid: row.bid,
  prepaid: row.prepaid,
  token: row.token,
  notes: row.notes,
});

const fieldsOfRecord = (record: BinRecord): BinFields => ({
  org_id: record.org_id,
  card_system_id: record.card_system_id,
  ica: record.ica ?? null,
  bid: record.bid ?? null,
  prepaid: record.prepaid,
  token: record.token,
  notes: record.notes ?? null,
});

async function binOrThrow(db: Executor, bin: string): Promise<BinRow> {
  const row = await repo.findBin(db, bin);
  if (!row) throw notFound();
  return row;
}

async function assertIssuerExists(db: Executor, orgId: number): Promise<void> {
  if (!(await bankExists(db, orgId))) throw badRequest({ org_id: 'issuer_required' });
}

export async function listBins(db: Db, caller: Caller, q: BinListQuery): Promise<ListPage<BinView>> {
  const page = await repo.listBins(db, q);
  return { list: page.list.map((row) => toBinView(row, caller)), total_count: page.total_count };
}

export async function getBin(db: Db, caller: Caller, bin: string): Promise<BinView> {
  return toBinView(await binOrThrow(db, bin), caller);
}

export async function addBin(db: Db, caller: Caller, record: BinRecord): Promise<BinView> {
  assertMayChangeBinsOf(caller, record.org_id);
  await assertIssuerExists(db, record.org_id);
  await db.transaction(async (tx) => {
    if (await repo.findBin(tx, record.bin)) throw conflict('bin_unique', { bin: 'bin_unique' });
    const fields = fieldsOfRecord(record);
    await repo.insertBin(tx, record.bin, fields);
    await recordHistory(tx, {
      entityType: BIN_ENTITY,
      entityKey: record.bin,
      action: 'create',
      changes: diff({}, fields),
      by: caller,
    });
  });
  return getBin(db, caller, record.bin);
}

export async function updateBin(db: Db, caller: Caller, record: BinRecord): Promise<BinView> {
  await db.transaction(async (tx) => {
    const [before] = await repo.lockBins(tx, [record.bin]);
    if (!before) throw notFound();
    // Both the current and the new issuer must be the caller's to change (moving needs E1007).
    assertMayChangeBinsOf(caller, before.org_id);
    assertMayChangeBinsOf(caller, record.org_id);
    if (record.org_id !== before.org_id) await assertIssuerExists(tx, record.org_id);
    const fields = fieldsOfRecord(record);
    await repo.updateBin(tx, record.bin, fields);
    await recordHistory(tx, {
      entityType: BIN_ENTITY,
      entityKey: record.bin,
      action: 'update',
      changes: diff(binFieldsOf(before), fields),
      by: caller,
    });
  });
  return getBin(db, caller, record.bin);
}

export async function deleteBin(db: Db, caller: Caller, bin: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await repo.lockBins(tx, [bin]);
    if (!before) throw notFound();
    assertMayChangeBinsOf(caller, before.org_id);
    await repo.deleteBin(tx, bin);
    await recordHistory(tx, {
      entityType: BIN_ENTITY,
      entityKey: bin,
      action: 'delete',
      changes: removal(binFieldsOf(before)),
      by: caller,
    });
  });
}

type GroupChange = {
  org_id: number;
  list: string[];
  set?: Partial<Pick<BinFields, 'prepaid' | 'token' | 'notes'>>;
};

/**
 * Changes the listed BINs of one organisation: sets the given fields, or with none confirms them
 * (their update time moves to now). BINs of other organisations in the list are not touched.
 */
export async function groupUpdateBins(
  db: Db,
  caller: Caller,
  change: GroupChange,
): Promise<{ count: number }> {
  assertMayChangeBinsOf(caller, change.org_id);
  const set = Object.fromEntries(
    Object.entries(change.set ?? {}).filter(([, v]) => v !== undefined),
  ) as GroupChange['set'] & object;
  return db.transaction(async (tx) => {
    const rows = await repo.lockBinsOfOrganisation(tx, change.org_id, change.list);
    const list = rows.map((r) => r.bin);
    await repo.setBinFields(tx, list, set);
    await recordHistoryBatch(
      tx,
      rows.map((row) => ({
        entityType: BIN_ENTITY,
        entityKey: row.bin,
        action: 'group_update',
        changes: diff(binFieldsOf(row), set),
        by: caller,
      })),
    );
    return { count: list.length };
  });
}

export async function groupDeleteBins(
  db: Db,
  caller: Caller,
  group: { org_id: number; list: string[] },
): Promise<{ count: number }> {
  assertMayChangeBinsOf(caller, group.org_id);
  return db.transaction(async (tx) => {
    const rows = await repo.lockBinsOfOrganisation(tx, group.org_id, group.list);
    await repo.deleteBins(
      tx,
      rows.map((r) => r.bin),
    );
    await recordHistoryBatch(
      tx,
      rows.map((row) => ({
        entityType: BIN_ENTITY,
        entityKey: row.bin,
        action: 'group_delete',
        changes: removal(binFieldsOf(row)),
        by: caller,
      })),
    );
    return { count: rows.length };
  });
}

export async function binHistory(db: Db, caller: Caller, bin: string) {
  return listHistory(db, BIN_ENTITY, bin, caller.locale);
}

export async function codesOfOrganisation(db: Db, orgId: number, kind: 'bid' | 'ica') {
  const list = await repo.distinctCodes(db, orgId, kind);
  return { list, total_count: list.length };
}

/** After an upload: the organisation's BINs that the upload did not contain ("Delete old BINs"). */
export async function prepareBinCleanup(db: Db, caller: Caller, upload: { org_id: number; list: string[] }) {
  assertMayChangeBinsOf(caller, upload.org_id);
  const list = await repo.binsOfOrganisationExcept(db, upload.org_id, upload.list);
  return { list, total_count: list.length };
}
