import { type Caller, mayActOn, assertMayActOn } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import { diff, listHistory, recordHistory } from '../../platform/history/history.js';
import { CONTACT_KINDS, type ContactKind } from './kinds.js';
import * as repo from './repository.js';
import type { ContactFields, ContactRow } from './repository.js';
import type { ContactListQuery, ContactUpdate, ContactView } from './api.js';

export const CONTACTS_ENTITY = 'organisation_contacts';

const fieldsOf = (row: ContactRow): ContactFields => ({
  monitoring_email: row.monitoring_email,
  phones: row.phones,
  region: row.region,
});

function toView(row: ContactRow, caller: Caller, kind: ContactKind): ContactView {
  return {
    ...row,
    mutable: mayActOn(caller, CONTACT_KINDS[kind].permission, row.id),
    update_dt: row.update_dt.toISOString(),
  };
}

export async function listContacts(
  db: Db,
  caller: Caller,
  kind: ContactKind,
  q: ContactListQuery,
): Promise<ListPage<ContactView>> {
  const page = await repo.listContacts(db, CONTACT_KINDS[kind].types, q);
  return { list: page.list.map((row) => toView(row, caller, kind)), total_count: page.total_count };
}

export async function getContact(
  db: Db,
  caller: Caller,
  kind: ContactKind,
  id: number,
): Promise<ContactView> {
  const row = await repo.findContact(db, id, CONTACT_KINDS[kind].types);
  if (!row) throw notFound();
  return toView(row, caller, kind);
}

/**
 * Saves contact details. The service connection flags are not contact details: the administrator
 * sets them (/api/admin/v1/organisation/update); this directory only shows them.
 */
export async function updateContact(
  db: Db,
  caller: Caller,
  kind: ContactKind,
  change: ContactUpdate,
): Promise<ContactView> {
  await db.transaction(async (tx) => {
    const before = await repo.findContact(tx, change.id, CONTACT_KINDS[kind].types, true);
    if (!before) throw notFound();
    assertMayActOn(caller, CONTACT_KINDS[kind].permission, before.id);
    const current = fieldsOf(before);
    const next: ContactFields = {
      monitoring_email:
        change.monitoring_email === undefined ? current.monitoring_email : change.monitoring_email,
      phones: change.phones ?? current.phones,
      region: change.region === undefined ? current.region : change.region,
    };
    await repo.updateContact(tx, before.id, next);
    await recordHistory(tx, {
      entityType: CONTACTS_ENTITY,
      entityKey: before.id,
      action: 'update',
      changes: diff(current, next),
      by: caller,
    });
  });
  return getContact(db, caller, kind, change.id);
}

export async function contactHistory(db: Db, caller: Caller, kind: ContactKind, id: number) {
  await getContact(db, caller, kind, id);
  return listHistory(db, CONTACTS_ENTITY, id, caller.locale);
}

/** The organisation's monitoring e-mail (the FPT wizard shows where an alert goes). */
export async function monitoringEmail(db: Db, orgId: number) {
  const row = await repo.monitoringEmailOf(db, orgId);
  if (!row) throw notFound();
  return row;
}
