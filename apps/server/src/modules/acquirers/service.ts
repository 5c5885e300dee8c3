import { type AcquirerIdRecord, effectiveAcquirerIdFilter, scopeAllowsOrg } from '@afx/domain';
import type { Db } from '../../platform/db/pool.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import { diff, listHistory, recordHistory } from '../../platform/history/history.js';
import { cardSystemName, isCardSystemId } from '../bins/card-systems.js';
import type { Actor } from '../contacts/actor.js';
import { countryName, organisationExists } from '../contacts/organisations.js';
import * as repo from './repository.js';
import type { AcquirerIdFields, AcquirerIdRow } from './repository.js';
import type { AcquirerIdListQuery, AcquirerIdView } from './schemas.js';

export const ACQUIRER_ID_ENTITY = 'acquirer_id';

const historyKey = (orgId: number, id: string): string => `${orgId}:${id}`;

/** E1011 changes any organisation's acquirer ids, U1011 only its own. */
const mayChange = (actor: Actor, orgId: number): boolean => scopeAllowsOrg(actor.scope, orgId);

function assertMayChange(actor: Actor, orgId: number): void {
  if (!mayChange(actor, orgId)) throw forbidden();
}

function toView(row: AcquirerIdRow, actor: Actor): AcquirerIdView {
  return {
    id: row.id,
    card_system_id: row.card_system_id,
    card_system_name: cardSystemName(row.card_system_id),
    org_id: row.org_id,
    org_name: row.org_name,
    org_country_id: row.org_country_id,
    org_country_name: countryName(row.org_country_id, actor.locale),
    monitoring_email: row.monitoring_email,
    notes: row.notes,
    mutable: mayChange(actor, row.org_id),
    update_dt: row.update_dt.toISOString(),
  };
}

function fieldsOfRecord(record: AcquirerIdRecord): AcquirerIdFields {
  if (!isCardSystemId(record.card_system_id)) throw badRequest({ card_system_id: 'invalid_value' });
  return { card_system_id: record.card_system_id, notes: record.notes ?? null };
}

export async function listAcquirerIds(
  db: Db,
  actor: Actor,
  q: AcquirerIdListQuery,
): Promise<ListPage<AcquirerIdView>> {
  // A typed id searches every organisation (the name filter is disabled then, spec 3 §2.4).
  const page = await repo.listAcquirerIds(db, { ...q, filter: effectiveAcquirerIdFilter(q.filter) });
  return { list: page.list.map((row) => toView(row, actor)), total_count: page.total_count };
}

/** Acquirer ids are identified by organisation and id; the card system is a field of the record. */
export async function getAcquirerId(
  db: Db,
  actor: Actor,
  orgId: number,
  id: string,
): Promise<AcquirerIdView> {
  const row = await repo.findAcquirerId(db, orgId, id);
  if (!row) throw notFound();
  return toView(row, actor);
}

export async function addAcquirerId(db: Db, actor: Actor, record: AcquirerIdRecord): Promise<AcquirerIdView> {
  assertMayChange(actor, record.org_id);
  const fields = fieldsOfRecord(record);
  if (!(await organisationExists(db, record.org_id))) throw badRequest({ org_id: 'acquirer_name_required' });
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
      by: actor.user,
    });
  });
  return getAcquirerId(db, actor, record.org_id, record.id);
}

export async function updateAcquirerId(
  db: Db,
  actor: Actor,
  record: AcquirerIdRecord,
): Promise<AcquirerIdView> {
  assertMayChange(actor, record.org_id);
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
      by: actor.user,
    });
  });
  return getAcquirerId(db, actor, record.org_id, record.id);
}

export async function deleteAcquirerId(db: Db, actor: Actor, orgId: number, id: string): Promise<void> {
  assertMayChange(actor, orgId);
  await db.transaction(async (tx) => {
    const before = await repo.lockAcquirerId(tx, orgId, id);
    if (!before) throw notFound();
    await repo.deleteAcquirerId(tx, orgId, id);
    await recordHistory(tx, {
      entityType: ACQUIRER_ID_ENTITY,
      entityKey: historyKey(orgId, id),
      action: 'delete',
      changes: diff<Record<string, unknown>>(
        { card_system_id: before.card_system_id, notes: before.notes },
        { card_system_id: null, notes: null },
      ),
      by: actor.user,
    });
  });
}

export async function acquirerIdHistory(db: Db, orgId: number, id: string) {
  return listHistory(db, ACQUIRER_ID_ENTITY, historyKey(orgId, id));
}
