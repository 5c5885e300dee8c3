import type { OrganisationCreate, OrganisationUpdate, PermissionCode } from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { diff, listHistory, recordHistory } from '../../platform/history/history.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import type { ListPage } from '../../platform/http/paging.js';
import { writeIbanAccess } from '../issuer-settings/index.js';
import type { OrganisationListQuery, OrganisationView } from './api.js';
import * as repo from './organisation-repository.js';
import type {
  EndpointRow,
  IbanAccess,
  OrganisationFields,
  OrganisationRow,
  ServiceFlags,
} from './organisation-repository.js';

export const ORGANISATION_ENTITY = 'organisation';

const NO_SERVICES: ServiceFlags = { fpt: false, crc: false, card_info: false, mobile_check: false };
const NO_IBAN_ACCESS: IbanAccess = { fpt: false, crc: false };

function toView(row: OrganisationRow, endpoints: EndpointRow[]): OrganisationView {
  return {
    ...row,
    endpoints: endpoints.map((e) => ({ ...e, updated_at: e.updated_at.toISOString() })),
    created_at: row.created_at.toISOString(),
  };
}

const fieldsOf = (input: OrganisationCreate): OrganisationFields => ({
  name: input.name,
  short_name: input.short_name,
  type: input.type,
  country: input.country,
  edrpou: input.edrpou ?? null,
  mfo: input.mfo ?? null,
  email_domains: input.email_domains,
  monitoring_email: input.monitoring_email ?? null,
  notification_email: input.notification_email ?? null,
});

const storedFields = (row: OrganisationRow): OrganisationFields => ({
  name: row.name,
  short_name: row.short_name,
  type: row.type,
  country: row.country,
  edrpou: row.edrpou,
  mfo: row.mfo,
  email_domains: row.email_domains,
  monitoring_email: row.monitoring_email,
  notification_email: row.notification_email,
});

/** The switches as the history names them: one flag per service and per IBAN grant. */
const switchesOf = (services: ServiceFlags, iban: IbanAccess) => ({
  fpt_connected: services.fpt,
  crc_connected: services.crc,
  card_info_connected: services.card_info,
  mobile_check_connected: services.mobile_check,
  iban_access_fpt: iban.fpt,
  iban_access_crc: iban.crc,
});

async function viewOf(db: Executor, id: number): Promise<OrganisationView> {
  const row = await repo.findOrganisation(db, id);
  if (!row) throw notFound();
  const endpoints = await repo.endpointsOf(db, [id]);
  return toView(row, endpoints.get(id) ?? []);
}

export async function listOrganisations(
  db: Db,
  _caller: Caller,
  q: OrganisationListQuery,
): Promise<ListPage<OrganisationView>> {
  const page = await repo.listOrganisations(db, q);
  const endpoints = await repo.endpointsOf(
    db,
    page.list.map((row) => row.id),
  );
  return {
    list: page.list.map((row) => toView(row, endpoints.get(row.id) ?? [])),
    total_count: page.total_count,
  };
}

export async function getOrganisation(
  db: Db,
  _caller: Caller,
  input: { id: number },
): Promise<OrganisationView> {
  return viewOf(db, input.id);
}

async function assertNameFree(tx: Executor, name: string, exceptId?: number): Promise<void> {
  if (await repo.organisationNameTaken(tx, name, exceptId)) {
    throw conflict('admin_org_name_taken', { name: 'admin_org_name_taken' });
  }
}

async function writeIbanGrants(
  tx: Executor,
  orgId: number,
  before: IbanAccess,
  after: IbanAccess,
): Promise<void> {
  for (const service of ['fpt', 'crc'] as const) {
    if (before[service] !== after[service]) await writeIbanAccess(tx, orgId, service, after[service]);
  }
}

/** /organisation/create: the organisation, its switches, IBAN grants and grantable codes, one history entry. */
export async function createOrganisation(
  db: Db,
  caller: Caller,
  input: OrganisationCreate,
): Promise<OrganisationView> {
  const fields = fieldsOf(input);
  const services = input.services ?? NO_SERVICES;
  const iban = input.iban_access ?? NO_IBAN_ACCESS;
  const codes: PermissionCode[] = input.grantable_codes ?? [];
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, fields.name);
    const created = await repo.insertOrganisation(tx, fields);
    await repo.writeServices(tx, created, services);
    await repo.writeGrantableCodes(tx, created, codes);
    await writeIbanGrants(tx, created, NO_IBAN_ACCESS, iban);
    await recordHistory(tx, {
      entityType: ORGANISATION_ENTITY,
      entityKey: created,
      action: 'create',
      changes: diff({}, { ...fields, ...switchesOf(services, iban), grantable_codes: codes }),
      by: caller,
      subjectOrgId: created,
    });
    return created;
  });
  return viewOf(db, id);
}

/**
 * /organisation/update: the details ('update'), the switches and IBAN grants ('services') and the
 * grantable codes ('codes'), each written and recorded only if it changed. Switches and codes left out
 * of the request stay as they are.
 */
export async function updateOrganisation(
  db: Db,
  caller: Caller,
  input: OrganisationUpdate,
): Promise<OrganisationView> {
  await db.transaction(async (tx) => {
    const before = await repo.findOrganisation(tx, input.id, true);
    if (!before) throw notFound();
    const fields = fieldsOf(input);
    const entry = (action: string, changes: Record<string, [unknown, unknown]>) =>
      recordHistory(tx, {
        entityType: ORGANISATION_ENTITY,
        entityKey: input.id,
        action,
        changes,
        by: caller,
        subjectOrgId: input.id,
      });
    const fieldChanges = diff(storedFields(before), fields);
    if (Object.keys(fieldChanges).length > 0) {
      if (fieldChanges.name) await assertNameFree(tx, fields.name, input.id);
      await repo.updateOrganisationFields(tx, input.id, fields);
      await entry('update', fieldChanges);
    }
    const services = input.services ?? before.services;
    const iban = input.iban_access ?? before.iban_access;
    const switchChanges = diff(switchesOf(before.services, before.iban_access), switchesOf(services, iban));
    if (Object.keys(switchChanges).length > 0) {
      await repo.writeServices(tx, input.id, services);
      await writeIbanGrants(tx, input.id, before.iban_access, iban);
      await entry('services', switchChanges);
    }
    if (input.grantable_codes) {
      const codeChanges = diff(
        { grantable_codes: [...before.grantable_codes].sort() },
        { grantable_codes: [...input.grantable_codes].sort() },
      );
      if (Object.keys(codeChanges).length > 0) {
        await repo.writeGrantableCodes(tx, input.id, input.grantable_codes);
        await entry('codes', codeChanges);
      }
    }
  });
  return viewOf(db, input.id);
}

/**
 * /organisation/activate and /deactivate, with the reason. A deactivated organisation's users cannot
 * sign in and its tokens and API clients are refused (identity reads organisations.active). The
 * administrator's own organisation cannot be deactivated (that would lock the operator out).
 */
export async function setOrganisationActive(
  db: Db,
  caller: Caller,
  input: { id: number; reason: string },
  active: boolean,
): Promise<OrganisationView> {
  await db.transaction(async (tx) => {
    const before = await repo.findOrganisation(tx, input.id, true);
    if (!before) throw notFound();
    if (before.active === active)
      throw conflict(active ? 'admin_org_already_active' : 'admin_org_already_inactive');
    if (!active && input.id === caller.org_id) throw conflict('admin_org_own_deactivate');
    await repo.writeActive(tx, input.id, active);
    await recordHistory(tx, {
      entityType: ORGANISATION_ENTITY,
      entityKey: input.id,
      action: active ? 'activate' : 'deactivate',
      notes: input.reason,
      changes: diff({ active: before.active }, { active }),
      by: caller,
      subjectOrgId: input.id,
    });
  });
  return viewOf(db, input.id);
}

/** How the history names an icon: its type and size, not the picture. */
function iconLabel(icon: string | null): string | null {
  if (!icon) return null;
  const type = /^data:([^;,]+)/.exec(icon)?.[1] ?? 'image';
  const base64 = icon.slice(icon.indexOf(',') + 1);
  return `${type}, ${Math.ceil((base64.length * 3) / 4 / 1024)} KB`;
}

/** /organisation/icon: the picture the FPT and Crime Check lists show, as a data URL. */
export async function setOrganisationIcon(
  db: Db,
  caller: Caller,
  orgId: number,
  icon: string,
): Promise<OrganisationView> {
  await db.transaction(async (tx) => {
    const before = await repo.findOrganisation(tx, orgId, true);
    if (!before) throw notFound();
    await repo.writeIcon(tx, orgId, icon);
    await recordHistory(tx, {
      entityType: ORGANISATION_ENTITY,
      entityKey: orgId,
      action: 'update',
      changes: { icon: [iconLabel(before.icon), iconLabel(icon)] },
      by: caller,
      subjectOrgId: orgId,
    });
  });
  return viewOf(db, orgId);
}

export async function organisationHistory(db: Db, caller: Caller, input: { id: number }) {
  await viewOf(db, input.id);
  return listHistory(db, ORGANISATION_ENTITY, input.id, caller.locale);
}
