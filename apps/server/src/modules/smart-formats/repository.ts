import type { SmartFormatService } from '@afx/domain';
import { and, asc, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/pool.js';
import { type SmartFormatBody, smartZoneFormats } from './tables.js';

export type SmartFormatRow = typeof smartZoneFormats.$inferSelect;

/** What a create or an update writes. */
export type SmartFormatFields = { title: string; disable: boolean; body: SmartFormatBody };

/** Who wrote a format last. */
export type Writer = { user_id: number; name: string };

/** An organisation's formats of one service. */
export type Owner = { orgId: number; service: SmartFormatService };

const ofOwner = ({ orgId, service }: Owner): SQL =>
  and(eq(smartZoneFormats.orgId, orgId), eq(smartZoneFormats.service, service))!;

const live = isNull(smartZoneFormats.deletedAt);

/**
 * Serialises the writes of one organisation's formats, so two creates cannot take the same n and
 * two titles cannot become equal between the check and the write.
 */
export async function lockOwnerFormats(tx: Executor, owner: Owner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7312, ${owner.orgId})`);
}

/** A format that is not deleted. */
export async function findFormat(db: Executor, owner: Owner, n: number): Promise<SmartFormatRow | null> {
  const [row] = await db
    .select()
    .from(smartZoneFormats)
    .where(and(ofOwner(owner), eq(smartZoneFormats.n, n), live));
  return row ?? null;
}

/** A format whether deleted or not: its history outlives it. */
export async function formatEverExisted(db: Executor, owner: Owner, n: number): Promise<boolean> {
  const [row] = await db
    .select({ n: smartZoneFormats.n })
    .from(smartZoneFormats)
    .where(and(ofOwner(owner), eq(smartZoneFormats.n, n)));
  return row !== undefined;
}

/** The formats that are not deleted, by title; disabled ones too unless `activeOnly`. */
export async function listFormats(
  db: Executor,
  owner: Owner,
  activeOnly: boolean,
): Promise<SmartFormatRow[]> {
  const where = [ofOwner(owner), live];
  if (activeOnly) where.push(eq(smartZoneFormats.disable, false));
  return db
    .select()
    .from(smartZoneFormats)
    .where(and(...where))
    .orderBy(asc(smartZoneFormats.title), asc(smartZoneFormats.n));
}

/** An active format by its title, the way the paste parser names it: a disabled one is not offered. */
export async function findFormatByTitle(
  db: Executor,
  owner: Owner,
  title: string,
): Promise<SmartFormatRow | null> {
  const [row] = await db
    .select()
    .from(smartZoneFormats)
    .where(and(ofOwner(owner), eq(smartZoneFormats.title, title), eq(smartZoneFormats.disable, false), live))
    .orderBy(asc(smartZoneFormats.n))
    .limit(1);
  return row ?? null;
}

/** The next n of the owner's formats: deleted ones keep theirs, so an n is never reused. */
async function nextN(tx: Executor, owner: Owner): Promise<number> {
  const [row] = await tx
    .select({ last: max(smartZoneFormats.n) })
    .from(smartZoneFormats)
    .where(ofOwner(owner));
  return (row?.last ?? 0) + 1;
}

export async function insertFormat(
  tx: Executor,
  owner: Owner,
  fields: SmartFormatFields,
  by: Writer,
): Promise<number> {
  const n = await nextN(tx, owner);
  await tx.insert(smartZoneFormats).values({
    orgId: owner.orgId,
    service: owner.service,
    n,
    ...fields,
    lastUserId: by.user_id,
    lastUserName: by.name,
  });
  return n;
}

export async function updateFormat(
  tx: Executor,
  owner: Owner,
  n: number,
  fields: SmartFormatFields,
  by: Writer,
): Promise<void> {
  await tx
    .update(smartZoneFormats)
    .set({ ...fields, lastUserId: by.user_id, lastUserName: by.name, updatedAt: new Date() })
    .where(and(ofOwner(owner), eq(smartZoneFormats.n, n)));
}

/** Marks a format deleted: it leaves every list, its row and history stay. */
export async function deleteFormat(tx: Executor, owner: Owner, n: number, by: Writer): Promise<void> {
  const now = new Date();
  await tx
    .update(smartZoneFormats)
    .set({ deletedAt: now, updatedAt: now, lastUserId: by.user_id, lastUserName: by.name })
    .where(and(ofOwner(owner), eq(smartZoneFormats.n, n)));
}
