import {
  ENDPOINT_SERVICES,
  type EndpointService,
  type IbanService,
  type OrganisationService,
  type OrganisationType,
  type PermissionCode,
} from '@afx/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { serviceEndpoints } from '../../counterparts/index.js';
import { organisations, users } from '../../identity/tables.js';
import type { Executor } from '../../platform/db/pool.js';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { type ListPage, listPage, orderBy, pageWindow, totalCount } from '../../platform/http/paging.js';
import { issuerSettings } from '../issuer-settings/index.js';

/** The organisation's own fields, as the form edits them and the history compares them. */
export type OrganisationFields = {
  name: string;
  short_name: string;
  type: OrganisationType;
  country: string;
  edrpou: string | null;
  mfo: string | null;
  email_domains: string[];
  monitoring_email: string | null;
  notification_email: string | null;
};

export type ServiceFlags = Record<OrganisationService, boolean>;
export type IbanAccess = Record<IbanService, boolean>;

export type OrganisationRow = OrganisationFields & {
  id: number;
  icon: string | null;
  active: boolean;
  services: ServiceFlags;
  iban_access: IbanAccess;
  grantable_codes: string[];
  users_count: number;
  created_at: Date;
};

export type EndpointRow = { service: EndpointService; url: string; active: boolean; updated_at: Date };

// Correlated subqueries name the outer row in full: drizzle writes a column of a one-table query
// unqualified, which inside the subquery would name the subquery's own column.

/** The people of an organisation (not its API users, not the removed). */
const usersCount = sql<number>`(select count(*) from ${users} u
  where u.org_id = "organisations"."id" and u.role <> 'api-user' and u.status <> 'removed')`.mapWith(Number);

const ibanAccessOf = (service: IbanService) =>
  sql<boolean>`coalesce((select s.iban_access from ${issuerSettings} s
    where s.org_id = "organisations"."id" and s.service = ${service}), false)`;

const row = {
  id: organisations.id,
  name: organisations.name,
  short_name: organisations.shortName,
  type: organisations.type,
  country: organisations.country,
  edrpou: organisations.edrpou,
  mfo: organisations.mfo,
  icon: organisations.icon,
  email_domains: organisations.emailDomains,
  monitoring_email: organisations.monitoringEmail,
  notification_email: organisations.notificationEmail,
  active: organisations.active,
  fpt: organisations.fptConnected,
  crc: organisations.crcConnected,
  card_info: organisations.cardInfoConnected,
  mobile_check: organisations.mobileCheckConnected,
  iban_fpt: ibanAccessOf('fpt'),
  iban_crc: ibanAccessOf('crc'),
  grantable_codes: organisations.grantableCodes,
  users_count: usersCount,
  created_at: organisations.createdAt,
};

type Selected = { [K in keyof typeof row]: unknown } & Record<string, unknown>;

function toRow(r: Selected): OrganisationRow {
  const { fpt, crc, card_info, mobile_check, iban_fpt, iban_crc, ...rest } = r as unknown as Omit<
    OrganisationRow,
    'services' | 'iban_access'
  > &
    ServiceFlags & { iban_fpt: boolean; iban_crc: boolean };
  return {
    ...rest,
    services: { fpt, crc, card_info, mobile_check },
    iban_access: { fpt: Boolean(iban_fpt), crc: Boolean(iban_crc) },
  };
}

export async function findOrganisation(
  db: Executor,
  id: number,
  lock = false,
): Promise<OrganisationRow | null> {
  const query = db.select(row).from(organisations).where(eq(organisations.id, id));
  const [found] = lock ? await query.for('update', { of: organisations }) : await query;
  return found ? toRow(found) : null;
}

export async function organisationNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        sql`lower(${organisations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${organisations.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function endpointsOf(
  db: Executor,
  orgIds: readonly number[],
): Promise<Map<number, EndpointRow[]>> {
  const byOrg = new Map<number, EndpointRow[]>();
  if (orgIds.length === 0) return byOrg;
  const rows = await db
    .select({
      org_id: serviceEndpoints.orgId,
      service: sql<EndpointService>`${serviceEndpoints.service}`,
      url: serviceEndpoints.url,
      active: serviceEndpoints.active,
      updated_at: serviceEndpoints.updatedAt,
    })
    .from(serviceEndpoints)
    // The systems the administrator's screens manage (card-blocking's cci endpoints: decision 0043).
    .where(
      and(inArray(serviceEndpoints.orgId, [...orgIds]), inArray(serviceEndpoints.service, ENDPOINT_SERVICES)),
    )
    .orderBy(serviceEndpoints.service);
  for (const { org_id, ...endpoint } of rows) {
    byOrg.set(org_id, [...(byOrg.get(org_id) ?? []), endpoint]);
  }
  return byOrg;
}

const SERVICE_COLUMNS = {
  fpt: organisations.fptConnected,
  crc: organisations.crcConnected,
  card_info: organisations.cardInfoConnected,
  mobile_check: organisations.mobileCheckConnected,
} as const;

export type OrganisationListFilter = {
  text?: string | undefined;
  type: OrganisationType[];
  active?: boolean | null | undefined;
  service?: OrganisationService | null | undefined;
};

export async function listOrganisations(
  db: Executor,
  q: {
    page_number: number;
    page_size: number;
    sort_field: 'name' | 'short_name' | 'type' | 'edrpou' | 'users_count' | 'created_at';
    sort_order: 'ascend' | 'descend';
    filter: OrganisationListFilter;
  },
): Promise<ListPage<OrganisationRow>> {
  const where: (SQL | undefined)[] = [];
  const { text, type, active, service } = q.filter;
  if (text) {
    where.push(
      or(
        containsIgnoringCase(organisations.name, text),
        containsIgnoringCase(organisations.shortName, text),
        eq(organisations.edrpou, text.trim()),
        eq(organisations.mfo, text.trim()),
      ),
    );
  }
  if (type.length > 0) where.push(inArray(organisations.type, type));
  if (active !== undefined && active !== null) where.push(eq(organisations.active, active));
  if (service) where.push(eq(SERVICE_COLUMNS[service], true));
  const page = await listPage(pageWindow(q), ({ limit, offset }) =>
    db
      .select({ ...row, total: totalCount })
      .from(organisations)
      .where(and(...where))
      .orderBy(
        ...orderBy(
          q,
          {
            name: organisations.name,
            short_name: organisations.shortName,
            type: organisations.type,
            edrpou: organisations.edrpou,
            users_count: usersCount,
            created_at: organisations.createdAt,
          },
          organisations.id,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
  return { list: page.list.map(toRow), total_count: page.total_count };
}

const fieldColumns = (fields: OrganisationFields) => ({
  name: fields.name,
  shortName: fields.short_name,
  type: fields.type,
  country: fields.country,
  edrpou: fields.edrpou,
  mfo: fields.mfo,
  emailDomains: fields.email_domains,
  monitoringEmail: fields.monitoring_email,
  notificationEmail: fields.notification_email,
});

export async function insertOrganisation(db: Executor, fields: OrganisationFields): Promise<number> {
  const [created] = await db
    .insert(organisations)
    .values(fieldColumns(fields))
    .returning({ id: organisations.id });
  return created!.id;
}

export async function updateOrganisationFields(
  db: Executor,
  id: number,
  fields: OrganisationFields,
): Promise<void> {
  await db
    .update(organisations)
    .set({ ...fieldColumns(fields), updatedAt: new Date() })
    .where(eq(organisations.id, id));
}

export async function writeServices(db: Executor, id: number, flags: ServiceFlags): Promise<void> {
  await db
    .update(organisations)
    .set({
      fptConnected: flags.fpt,
      crcConnected: flags.crc,
      cardInfoConnected: flags.card_info,
      mobileCheckConnected: flags.mobile_check,
      updatedAt: new Date(),
    })
    .where(eq(organisations.id, id));
}

export async function writeGrantableCodes(db: Executor, id: number, codes: PermissionCode[]): Promise<void> {
  await db
    .update(organisations)
    .set({ grantableCodes: codes, updatedAt: new Date() })
    .where(eq(organisations.id, id));
}

export async function writeActive(db: Executor, id: number, active: boolean): Promise<void> {
  await db.update(organisations).set({ active, updatedAt: new Date() }).where(eq(organisations.id, id));
}

export async function writeIcon(db: Executor, id: number, icon: string | null): Promise<void> {
  await db.update(organisations).set({ icon, updatedAt: new Date() }).where(eq(organisations.id, id));
}
