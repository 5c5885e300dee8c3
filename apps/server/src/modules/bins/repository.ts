import { and, asc, eq, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import { organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { orderBy, pageWindow, listPage, totalCount, type ListPage } from '../../platform/http/paging.js';
import { prefixPattern } from '../../platform/db/text-search.js';
import { bins } from './tables.js';

/** The stored fields of a BIN that a change may touch (and a history entry compares). */
export type BinFields = {
  org_id: number;
  card_system_id: number;
  ica: string | null;
  bid: string | null;
  prepaid: boolean | null;
  token: boolean | null;
  notes: string | null;
};

export type BinRow = BinFields & {
  bin: string;
  org_name: string;
  org_country_id: string;
  monitoring_email: string | null;
  update_dt: Date;
};

const binRow = {
  bin: bins.bin,
  org_id: bins.orgId,
  card_system_id: bins.cardSystemId,
  ica: bins.ica,
  bid: bins.bid,
  prepaid: bins.prepaid,
  token: bins.token,
  notes: bins.notes,
  org_name: organisations.name,
  org_country_id: organisations.country,
  monitoring_email: organisations.monitoringEmail,
  update_dt: bins.updatedAt,
};

/** `bin = any($1)`: one array parameter however long the list (group actions may name thousands). */
const binIn = (list: readonly string[]): SQL => sql`${bins.bin} = any(${sql.param([...list])}::text[])`;

const columnsOf = (f: BinFields) => ({
  orgId: f.org_id,
  cardSystemId: f.card_system_id,
  ica: f.ica,
  bid: f.bid,
  prepaid: f.prepaid,
  token: f.token,
  notes: f.notes,
});

export async function findBin(db: Executor, bin: string): Promise<BinRow | null> {
  const [row] = await db
    .select(binRow)
    .from(bins)
    .innerJoin(organisations, eq(organisations.id, bins.orgId))
    .where(eq(bins.bin, bin));
  return row ?? null;
}

/** The stored BINs among `list`, locked for the rest of the transaction. */
export async function lockBins(db: Executor, list: readonly string[]): Promise<BinRow[]> {
  if (list.length === 0) return [];
  return db
    .select(binRow)
    .from(bins)
    .innerJoin(organisations, eq(organisations.id, bins.orgId))
    .where(binIn(list))
    .for('update', { of: bins });
}

export type BinListQuery = {
  page_number: number;
  page_size: number;
  sort_field: 'bin' | 'org_name' | 'update_dt';
  sort_order: 'ascend' | 'descend';
  filter: {
    bin?: string | undefined;
    ica?: string | undefined;
    org_id?: number | undefined;
    prepaid: boolean | null;
    token: boolean | null;
  };
};

export async function listBins(db: Executor, q: BinListQuery): Promise<ListPage<BinRow>> {
  const where: SQL[] = [];
  if (q.filter.bin) where.push(like(bins.bin, prefixPattern(q.filter.bin)));
  if (q.filter.ica) where.push(like(bins.ica, prefixPattern(q.filter.ica)));
  if (q.filter.org_id) where.push(eq(bins.orgId, q.filter.org_id));
  if (q.filter.prepaid !== null) where.push(eq(bins.prepaid, q.filter.prepaid));
  if (q.filter.token !== null) where.push(eq(bins.token, q.filter.token));
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...binRow, total: totalCount })
      .from(bins)
      .innerJoin(organisations, eq(organisations.id, bins.orgId))
      .where(and(...where))
      .orderBy(
        ...orderBy(q, { bin: bins.bin, org_name: organisations.name, update_dt: bins.updatedAt }, bins.bin),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function insertBin(db: Executor, bin: string, fields: BinFields): Promise<void> {
  await db.insert(bins).values({ bin, ...columnsOf(fields) });
}

export async function updateBin(db: Executor, bin: string, fields: BinFields): Promise<void> {
  await db
    .update(bins)
    .set({ ...columnsOf(fields), updatedAt: new Date() })
    .where(eq(bins.bin, bin));
}

export async function deleteBin(db: Executor, bin: string): Promise<void> {
  await db.delete(bins).where(eq(bins.bin, bin));
}

/**
 * Creates or updates many BINs in one statement. A BIN that meanwhile belongs to another
 * organisation is left alone; the answer names the BINs written.
 */
export async function upsertBins(
  db: Executor,
  rows: readonly ({ bin: string } & BinFields)[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written = await db
    .insert(bins)
    .values(rows.map((r) => ({ bin: r.bin, ...columnsOf(r) })))
    .onConflictDoUpdate({
      target: bins.bin,
      set: {
        cardSystemId: sql`excluded.card_system_id`,
        ica: sql`excluded.ica`,
        bid: sql`excluded.bid`,
        prepaid: sql`excluded.prepaid`,
        token: sql`excluded.token`,
        notes: sql`excluded.notes`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${bins.orgId} = excluded.org_id`,
    })
    .returning({ bin: bins.bin });
  return new Set(written.map((w) => w.bin));
}

/** The BINs of `list` that belong to the organisation, locked. */
export async function lockBinsOfOrganisation(
  db: Executor,
  orgId: number,
  list: readonly string[],
): Promise<BinRow[]> {
  return (await lockBins(db, list)).filter((row) => row.org_id === orgId);
}

export async function setBinFields(
  db: Executor,
  list: readonly string[],
  set: Partial<Pick<BinFields, 'prepaid' | 'token' | 'notes'>>,
): Promise<void> {
  if (list.length === 0) return;
  await db
    .update(bins)
    .set({ ...set, updatedAt: new Date() })
    .where(binIn(list));
}

export async function deleteBins(db: Executor, list: readonly string[]): Promise<void> {
  if (list.length === 0) return;
  await db.delete(bins).where(binIn(list));
}

/** The distinct BIDs or ICAs of an organisation's BINs. */
export async function distinctCodes(db: Executor, orgId: number, kind: 'bid' | 'ica'): Promise<string[]> {
  const column = kind === 'bid' ? bins.bid : bins.ica;
  const rows = await db
    .selectDistinct({ code: sql<string>`${column}` })
    .from(bins)
    .where(and(eq(bins.orgId, orgId), isNotNull(column)))
    .orderBy(asc(column));
  return rows.map((r) => r.code);
}

/** The organisation's BINs that are not in `keep`. */
export async function binsOfOrganisationExcept(
  db: Executor,
  orgId: number,
  keep: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ bin: bins.bin })
    .from(bins)
    // One array parameter: an upload may keep tens of thousands of BINs.
    .where(and(eq(bins.orgId, orgId), sql`${bins.bin} <> all(${sql.param([...keep])}::text[])`))
    .orderBy(asc(bins.bin));
  return rows.map((r) => r.bin);
}

/** The organisation owning the longest of the BINs given (a PAN's 8, 7 and 6 digits); null if none. */
export async function ownerOfLongestBin(db: Executor, candidates: readonly string[]): Promise<number | null> {
  if (candidates.length === 0) return null;
  const [row] = await db
    .select({ orgId: bins.orgId })
    .from(bins)
    .where(binIn(candidates))
    .orderBy(sql`length(${bins.bin}) desc`)
    .limit(1);
  return row?.orgId ?? null;
}
