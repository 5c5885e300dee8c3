import { and, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import { type OrgType, organisations } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { type ListPage, orderBy, pageWindow, listPage, totalCount } from '../../platform/http/paging.js';
import { containsPattern, prefixPattern } from '../../platform/db/text-search.js';

/** The contact details a change may touch (and a history entry compares). */
export type ContactFields = {
  monitoring_email: string | null;
  phones: string[];
  region: string | null;
};

export type ContactRow = ContactFields & {
  /** The service switches, shown but set by the administrator only. */
  fpt_connected: boolean;
  card_info_connected: boolean;
  id: number;
  name: string;
  short_name: string;
  org_type_id: OrgType;
  country_id: string;
  mfo: string | null;
  edrpou: string | null;
  update_dt: Date;
};

const contactRow = {
  id: organisations.id,
  name: organisations.name,
  short_name: organisations.shortName,
  org_type_id: organisations.type,
  country_id: organisations.country,
  mfo: organisations.mfo,
  edrpou: organisations.edrpou,
  monitoring_email: organisations.monitoringEmail,
  phones: organisations.phones,
  region: organisations.region,
  fpt_connected: organisations.fptConnected,
  card_info_connected: organisations.cardInfoConnected,
  update_dt: organisations.updatedAt,
};

export async function listContacts(
  db: Executor,
  types: readonly OrgType[],
  q: {
    page_number: number;
    page_size: number;
    sort_field: 'name' | 'update_dt';
    sort_order: 'ascend' | 'descend';
    filter: { query?: string | undefined };
  },
): Promise<ListPage<ContactRow>> {
  const where: SQL[] = [inArray(organisations.type, [...types])];
  if (q.filter.query) {
    const text = q.filter.query;
    where.push(
      or(
        ilike(organisations.name, containsPattern(text)),
        ilike(organisations.shortName, containsPattern(text)),
        like(organisations.mfo, prefixPattern(text)),
        like(organisations.edrpou, prefixPattern(text)),
        // Cyber police units are looked up by the region they serve.
        ilike(organisations.region, containsPattern(text)),
      )!,
    );
  }
  return listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...contactRow, total: totalCount })
      .from(organisations)
      .where(and(...where))
      .orderBy(
        ...orderBy(q, { name: organisations.name, update_dt: organisations.updatedAt }, organisations.id),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function findContact(
  db: Executor,
  id: number,
  types: readonly OrgType[],
  lock = false,
): Promise<ContactRow | null> {
  const query = db
    .select(contactRow)
    .from(organisations)
    .where(and(eq(organisations.id, id), inArray(organisations.type, [...types])));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateContact(db: Executor, id: number, fields: ContactFields): Promise<void> {
  await db
    .update(organisations)
    .set({
      monitoringEmail: fields.monitoring_email,
      phones: fields.phones,
      region: fields.region,
      updatedAt: new Date(),
    })
    .where(eq(organisations.id, id));
}

export async function monitoringEmailOf(
  db: Executor,
  orgId: number,
): Promise<{ org_id: number; org_name: string; monitoring_email: string | null } | null> {
  const [row] = await db
    .select({
      org_id: organisations.id,
      org_name: organisations.name,
      monitoring_email: organisations.monitoringEmail,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row ?? null;
}
