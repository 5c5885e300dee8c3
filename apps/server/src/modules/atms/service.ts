import { type Caller, mayActOn, assertMayActOn } from '../../platform/auth/caller.js';
import { type AtmRecord, PERMISSION, checkAtmLocationCategory } from '@afx/domain';
import type { Db, Executor } from '../../platform/db/pool.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import {
  diff,
  listHistory,
  recordHistory,
  recordHistoryBatch,
  removal,
} from '../../platform/history/history.js';
import { bankExists } from '../../platform/organisations/organisations.js';
import { locationsByIds } from '../locations/index.js';
import * as repo from './repository.js';
import type { AtmFields, AtmListQuery, AtmRow } from './repository.js';
import type { AtmListRow, AtmView } from './api.js';

export const ATM_ENTITY = 'atm';

/** The history key of an ATM: its acquirer and terminal id. */
export const atmHistoryKey = (orgId: number, termId: string): string => `${orgId}:${termId}`;

const coordinate = (value: number | null): number | null => (value === null ? null : Number(value));

export function toAtmView(row: AtmRow, caller: Caller): AtmView {
  return {
    ...row,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    mutable: mayActOn(caller, PERMISSION.atms, row.org_id),
    update_dt: row.update_dt.toISOString(),
  };
}

function toListRow(row: AtmRow, caller: Caller): AtmListRow {
  return {
    term_id: row.term_id,
    org_id: row.org_id,
    org_name: row.org_name,
    location_id: row.location_id,
    location_name: row.location_name,
    full_name: row.full_name,
    location_address: row.location_address,
    location_description: row.location_description,
    mutable: mayActOn(caller, PERMISSION.atms, row.org_id),
    update_dt: row.update_dt.toISOString(),
  };
}

const fieldsOf = (row: AtmFields): AtmFields => ({
  location_id: row.location_id,
  location_address: row.location_address,
  location_description: row.location_description,
  latitude: coordinate(row.latitude),
  longitude: coordinate(row.longitude),
  raw_region: row.raw_region,
  raw_city: row.raw_city,
});

/** 0 is the upload's "no coordinate": stored as none. */
const fieldsOfRecord = (record: AtmRecord): AtmFields => ({
  location_id: record.location_id,
  location_address: record.location_address,
  location_description: record.location_description ?? null,
  latitude: record.latitude === 0 ? null : record.latitude,
  longitude: record.longitude === 0 ? null : record.longitude,
  raw_region: record.raw_region ?? null,
  raw_city: record.raw_city ?? null,
});

async function assertKnownPlace(db: Executor, record: AtmRecord): Promise<void> {
  if (!(await bankExists(db, record.org_id))) throw badRequest({ org_id: 'acquirer_name_required' });
  const [location] = await locationsByIds(db, [record.location_id]);
  if (!location) throw badRequest({ location_id: 'city_required' });
  const notASettlement = checkAtmLocationCategory(location.category);
  if (notASettlement) throw badRequest({ location_id: notASettlement });
}

async function atmOrThrow(db: Executor, orgId: number, termId: string): Promise<AtmRow> {
  const row = await repo.findAtm(db, orgId, termId);
  if (!row) throw notFound();
  return row;
}

export async function listAtms(db: Db, caller: Caller, q: AtmListQuery): Promise<ListPage<AtmListRow>> {
  const page = await repo.listAtms(db, q);
  return { list: page.list.map((row) => toListRow(row, caller)), total_count: page.total_count };
}

export async function getAtm(db: Db, caller: Caller, orgId: number, termId: string): Promise<AtmView> {
  return toAtmView(await atmOrThrow(db, orgId, termId), caller);
}

/**
 * /get_probe: the ATM if stored, and what the upload may do with its row (spec 3 §4: create when
 * new, update when mutable, otherwise view).
 */
export async function probeAtm(db: Db, caller: Caller, orgId: number, termId: string) {
  const row = await repo.findAtm(db, orgId, termId);
  const action: 'create' | 'update' | 'view' = !mayActOn(caller, PERMISSION.atms, orgId)
    ? 'view'
    : row
      ? 'update'
      : 'create';
  return { action, record: row ? toAtmView(row, caller) : null };
}

export async function addAtm(db: Db, caller: Caller, record: AtmRecord): Promise<AtmView> {
  assertMayActOn(caller, PERMISSION.atms, record.org_id);
  await assertKnownPlace(db, record);
  await db.transaction(async (tx) => {
    if (await repo.findAtm(tx, record.org_id, record.term_id)) {
      throw conflict('term_id_unique', { term_id: 'term_id_unique' });
    }
    const fields = fieldsOfRecord(record);
    await repo.insertAtm(tx, record.org_id, record.term_id, fields);
    await recordHistory(tx, {
      entityType: ATM_ENTITY,
      entityKey: atmHistoryKey(record.org_id, record.term_id),
      action: 'create',
      changes: diff({}, fields),
      by: caller,
    });
  });
  return getAtm(db, caller, record.org_id, record.term_id);
}

/** The terminal id and the acquirer identify the ATM and do not change. */
export async function updateAtm(db: Db, caller: Caller, record: AtmRecord): Promise<AtmView> {
  assertMayActOn(caller, PERMISSION.atms, record.org_id);
  await assertKnownPlace(db, record);
  await db.transaction(async (tx) => {
    const before = await repo.lockAtm(tx, record.org_id, record.term_id);
    if (!before) throw notFound();
    const fields = fieldsOfRecord(record);
    const moved = before.location_id !== fields.location_id;
    await repo.updateAtm(tx, record.org_id, record.term_id, fields, moved ? before : null);
    await recordHistory(tx, {
      entityType: ATM_ENTITY,
      entityKey: atmHistoryKey(record.org_id, record.term_id),
      action: 'update',
      changes: diff(fieldsOf(before), fields),
      by: caller,
    });
  });
  return getAtm(db, caller, record.org_id, record.term_id);
}

export async function deleteAtm(db: Db, caller: Caller, orgId: number, termId: string): Promise<void> {
  assertMayActOn(caller, PERMISSION.atms, orgId);
  await db.transaction(async (tx) => {
    const before = await repo.lockAtm(tx, orgId, termId);
    if (!before) throw notFound();
    await repo.deleteAtm(tx, orgId, termId);
    await recordHistory(tx, {
      entityType: ATM_ENTITY,
      entityKey: atmHistoryKey(orgId, termId),
      action: 'delete',
      changes: removal(fieldsOf(before)),
      by: caller,
    });
  });
}

/** Confirms the listed ATMs of one acquirer (their update time moves to now). */
export async function groupUpdateAtms(db: Db, caller: Caller, group: { org_id: number; list: string[] }) {
  assertMayActOn(caller, PERMISSION.atms, group.org_id);
  return db.transaction(async (tx) => {
    const rows = await repo.lockAtmsOfOrganisation(tx, group.org_id, group.list);
    const list = rows.map((r) => r.term_id);
    await repo.touchAtms(tx, group.org_id, list);
    await recordHistoryBatch(
      tx,
      list.map((termId) => ({
        entityType: ATM_ENTITY,
        entityKey: atmHistoryKey(group.org_id, termId),
        action: 'group_update',
        by: caller,
      })),
    );
    return { count: list.length };
  });
}

export async function groupDeleteAtms(db: Db, caller: Caller, group: { org_id: number; list: string[] }) {
  assertMayActOn(caller, PERMISSION.atms, group.org_id);
  return db.transaction(async (tx) => {
    const rows = await repo.lockAtmsOfOrganisation(tx, group.org_id, group.list);
    await repo.deleteAtms(
      tx,
      group.org_id,
      rows.map((r) => r.term_id),
    );
    await recordHistoryBatch(
      tx,
      rows.map((row) => ({
        entityType: ATM_ENTITY,
        entityKey: atmHistoryKey(group.org_id, row.term_id),
        action: 'group_delete',
        changes: removal(fieldsOf(row)),
        by: caller,
      })),
    );
    return { count: rows.length };
  });
}

export async function atmHistory(db: Db, caller: Caller, orgId: number, termId: string) {
  return listHistory(db, ATM_ENTITY, atmHistoryKey(orgId, termId), caller.locale);
}

/** After an upload: the acquirer's ATMs the upload did not contain ("Delete old ATMs"). */
export async function prepareAtmCleanup(db: Db, caller: Caller, upload: { org_id: number; list: string[] }) {
  assertMayActOn(caller, PERMISSION.atms, upload.org_id);
  const list = await repo.atmsOfOrganisationExcept(db, upload.org_id, upload.list);
  return { list, total_count: list.length };
}

export async function searchAtms(db: Db, termId: string, acqId: string | undefined) {
  const rows = await repo.searchAtms(db, termId, acqId);
  const list = rows.map((row) => ({
    term_id: row.term_id,
    org_id: row.org_id,
    org_name: row.org_name,
    acq_id_list: row.acq_id_list,
    location_id: row.location_id,
    location_name: row.location_name,
    full_name: row.full_name,
    location_address: row.location_address,
    location_description: row.location_description,
  }));
  return { list, total_count: list.length };
}
