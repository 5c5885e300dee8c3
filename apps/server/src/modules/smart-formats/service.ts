import {
  type SmartFormat,
  type SmartFormatService,
  checkFormatTitleUnique,
  smartFormatScope,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { diff, listHistory, recordHistory, removal } from '../../platform/history/history.js';
import { conflict, forbidden, notFound } from '../../platform/http/errors.js';
import type {
  SmartFormatCreate,
  SmartFormatKey,
  SmartFormatList,
  SmartFormatListItem,
  SmartFormatUpdate,
  SmartFormatView,
} from './api.js';
import * as repo from './repository.js';
import type { Owner, SmartFormatFields, SmartFormatRow, Writer } from './repository.js';

export const SMART_FORMAT_ENTITY = 'smart_zone_format';

const historyKey = (owner: Owner, n: number): string => `${owner.orgId}:${owner.service}:${n}`;

/**
 * The organisation's formats of the service, if the caller may act on them: 403 without a code of
 * the service, or (for a list or a new format) when a U holder names another organisation.
 */
function ownerForCaller(caller: Caller, orgId: number, service: SmartFormatService): Owner {
  const scope = smartFormatScope(caller, service);
  if (scope === null || (scope.kind === 'own' && scope.orgId !== orgId)) throw forbidden();
  return { orgId, service };
}

/**
 * The owner of a format the caller names by its n: a U holder's look at another organisation's
 * format is answered as if it did not exist (404), so its numbers tell nothing.
 */
function ownerOfNamedFormat(caller: Caller, orgId: number, service: SmartFormatService): Owner {
  const scope = smartFormatScope(caller, service);
  if (scope === null) throw forbidden();
  if (scope.kind === 'own' && scope.orgId !== orgId) throw notFound();
  return { orgId, service };
}

/** The columns of a format as stored: title and status apart, the layout whole. */
function fieldsOf(format: SmartFormat): SmartFormatFields {
  return {
    title: format.title,
    disable: format.disable,
    body: {
      fields: format.fields,
      data_format: format.data_format,
      time_format: format.time_format,
      dt_separator: format.dt_separator,
      amount_use_semicolon: format.amount_use_semicolon,
      column_separator: format.column_separator,
      term_types: format.term_types.map(({ k, v }) => ({ k, v })),
      tran_types: format.tran_types.map(({ k, v, t }) => ({ k, v, t: t ?? null })),
    },
  };
}

/** The format's values as its history compares them. */
const comparable = (fields: SmartFormatFields): Record<string, unknown> => ({
  title: fields.title,
  disable: fields.disable,
  ...fields.body,
});

/** A stored format as the parser and the answers read it. */
export function formatOfRow(row: SmartFormatRow): SmartFormat {
  return {
    n: row.n,
    title: row.title,
    disable: row.disable,
    ...row.body,
    tran_types: row.body.tran_types.map(({ k, v, t }) => ({ k, v, t: t ?? null })),
  };
}

function toView(row: SmartFormatRow): SmartFormatView {
  const format = formatOfRow(row);
  return {
    ...format,
    tran_types: format.tran_types.map(({ k, v, t }) => ({ k, v, t: t ?? null })),
    update_dt: row.updatedAt.toISOString(),
    last_user_name: row.lastUserName,
  };
}

const toListItem = (row: SmartFormatRow): SmartFormatListItem => ({
  n: row.n,
  title: row.title,
  disable: row.disable,
  update_dt: row.updatedAt.toISOString(),
  last_user_name: row.lastUserName,
});

/** "unique within the organisation and service apart from itself" ('non-unique title'). */
async function assertTitleUnique(tx: Executor, owner: Owner, title: string, selfN: number): Promise<void> {
  const formats = await repo.listFormats(tx, owner, false);
  const problem = checkFormatTitleUnique(title, formats, selfN);
  if (problem) throw conflict(problem, { 'smart_zone_format.title': problem });
}

export async function listSmartFormats(
  db: Db,
  caller: Caller,
  query: SmartFormatList,
): Promise<{ list: SmartFormatListItem[] }> {
  const owner = ownerForCaller(caller, query.issuer_id, query.service);
  const rows = await repo.listFormats(db, owner, !query.any_status);
  return { list: rows.map(toListItem) };
}

export async function getSmartFormat(db: Db, caller: Caller, key: SmartFormatKey): Promise<SmartFormatView> {
  const owner = ownerOfNamedFormat(caller, key.issuer_id, key.service);
  const row = await repo.findFormat(db, owner, key.n);
  if (!row) throw notFound();
  return toView(row);
}

/** A new format and its 'create' history entry: a user's create and the demo data write it alike. */
async function addFormat(
  tx: Executor,
  owner: Owner,
  fields: SmartFormatFields,
  by: Writer & { org_id: number },
): Promise<number> {
  const created = await repo.insertFormat(tx, owner, fields, by);
  await recordHistory(tx, {
    entityType: SMART_FORMAT_ENTITY,
    entityKey: historyKey(owner, created),
    action: 'create',
    changes: diff({}, comparable(fields)),
    by,
  });
  return created;
}

/** The demo data's formats, written as their users would have created them (with their history). */
export async function seedSmartFormat(
  tx: Executor,
  owner: Owner,
  format: SmartFormat,
  by: Writer & { org_id: number },
): Promise<void> {
  await addFormat(tx, owner, fieldsOf(format), by);
}

export async function createSmartFormat(
  db: Db,
  caller: Caller,
  input: SmartFormatCreate,
): Promise<SmartFormatView> {
  const owner = ownerForCaller(caller, input.issuer_id, input.service);
  const fields = fieldsOf(input.smart_zone_format);
  const n = await db.transaction(async (tx) => {
    await repo.lockOwnerFormats(tx, owner);
    await assertTitleUnique(tx, owner, fields.title, 0);
    return addFormat(tx, owner, fields, caller);
  });
  return getSmartFormat(db, caller, { issuer_id: owner.orgId, service: owner.service, n });
}

export async function updateSmartFormat(
  db: Db,
  caller: Caller,
  input: SmartFormatUpdate,
): Promise<SmartFormatView> {
  const owner = ownerOfNamedFormat(caller, input.issuer_id, input.service);
  const fields = fieldsOf(input.smart_zone_format);
  await db.transaction(async (tx) => {
    await repo.lockOwnerFormats(tx, owner);
    const before = await repo.findFormat(tx, owner, input.n);
    if (!before) throw notFound();
    await assertTitleUnique(tx, owner, fields.title, input.n);
    await repo.updateFormat(tx, owner, input.n, fields, caller);
    await recordHistory(tx, {
      entityType: SMART_FORMAT_ENTITY,
      entityKey: historyKey(owner, input.n),
      action: 'update',
      changes: diff(comparable(fieldsOf(formatOfRow(before))), comparable(fields)),
      by: caller,
    });
  });
  return getSmartFormat(db, caller, input);
}

export async function deleteSmartFormat(db: Db, caller: Caller, key: SmartFormatKey): Promise<{ n: number }> {
  const owner = ownerOfNamedFormat(caller, key.issuer_id, key.service);
  await db.transaction(async (tx) => {
    await repo.lockOwnerFormats(tx, owner);
    const before = await repo.findFormat(tx, owner, key.n);
    if (!before) throw notFound();
    await repo.deleteFormat(tx, owner, key.n, caller);
    await recordHistory(tx, {
      entityType: SMART_FORMAT_ENTITY,
      entityKey: historyKey(owner, key.n),
      action: 'delete',
      changes: removal(comparable(fieldsOf(formatOfRow(before)))),
      by: caller,
    });
  });
  return { n: key.n };
}

/** The history of a format, deleted ones included: a deletion keeps what was done to it. */
export async function smartFormatHistory(db: Db, caller: Caller, key: SmartFormatKey) {
  const owner = ownerOfNamedFormat(caller, key.issuer_id, key.service);
  if (!(await repo.formatEverExisted(db, owner, key.n))) throw notFound();
  return listHistory(db, SMART_FORMAT_ENTITY, historyKey(owner, key.n), caller.locale);
}
