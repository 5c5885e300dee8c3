import {
  type InvoiceAction,
  type InvoiceGenerate,
  type TariffSet,
  checkPeriod,
  fromIsoDate,
  invoiceTransition,
  isoCalendarDate,
  isoDay,
  tariffOn,
  todayIn,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import type { GenerateAnswer, TariffView } from './api.js';
import { type Builder, INVOICE_ENTITY, generateInvoices } from './generate.js';
import * as repo from './repository.js';
import { getInvoice } from './service.js';

export const TARIFF_ENTITY = 'invoice_tariff';

const by = (caller: Caller) => ({ user_id: caller.user_id, name: caller.name, org_id: caller.org_id });
const today = () => isoCalendarDate(todayIn(new Date()));

/** /tariff/list: every price step, with the one in force today marked. */
export async function listTariffs(
  db: Db,
  filter: { service?: TariffSet['service'] | null | undefined; org_id?: number | undefined },
): Promise<{ list: TariffView[] }> {
  const rows = await repo.tariffList(db, filter);
  const day = today();
  const key = (r: { service: string; orgId: number | null }) => `${r.service}:${r.orgId ?? ''}`;
  const inForce = new Map<string, string>();
  for (const r of rows) {
    const current = tariffOn(
      rows.filter((o) => key(o) === key(r)).map((o) => ({ price: o.price, effective_from: o.effectiveFrom })),
      day,
    );
    if (current) inForce.set(key(r), current.effective_from);
  }
  return {
    list: rows.map((r) => ({
      id: r.id,
      service: r.service,
      org_id: r.orgId,
      org_name: r.orgName,
      price: r.price,
      effective_from: fromIsoDate(r.effectiveFrom) ?? r.effectiveFrom,
      in_force: inForce.get(key(r)) === r.effectiveFrom,
      updated_at: r.updatedAt.toISOString(),
      updated_by: r.updatedBy,
    })),
  };
}

/** /tariff/set: a price from a day (replacing that day's, if any); a history entry. */
export async function setTariff(db: Db, caller: Caller, input: TariffSet): Promise<{ list: TariffView[] }> {
  const orgId = input.org_id ?? null;
  if (orgId !== null && !(await repo.organisationExists(db, orgId)))
    throw badRequest({ org_id: 'invoice_org_not_found' });
  const day = isoDay(input.effective_from);
  await db.transaction(async (tx) => {
    const before = await repo.findTariffStep(tx, input.service, orgId, day);
    const row = await repo.saveTariffStep(tx, {
      service: input.service,
      orgId,
      price: input.price,
      effectiveFrom: day,
      updatedBy: caller.name,
    });
    await recordHistory(tx, {
      entityType: TARIFF_ENTITY,
      entityKey: row.id,
      action: before ? 'update' : 'create',
      notes: `${input.service} ${input.effective_from}`,
      changes: { price: [before?.price ?? null, input.price] },
      by: by(caller),
      subjectOrgId: orgId,
    });
  });
  return listTariffs(db, { service: input.service, ...(orgId ? { org_id: orgId } : {}) });
}

/** /invoice/generate: on demand for a month (not a future one); idempotent. */
export async function generateOnDemand(
  db: Db,
  caller: Caller,
  input: InvoiceGenerate,
  vatPercent: number,
): Promise<GenerateAnswer> {
  const periodError = checkPeriod(input.period, todayIn(new Date()));
  if (periodError) throw badRequest({ period: periodError });
  if (input.org_id && !(await repo.organisationExists(db, input.org_id)))
    throw badRequest({ org_id: 'invoice_org_not_found' });
  return generateInvoices(db, {
    period: input.period,
    kind: input.kind,
    orgId: input.org_id,
    vatPercent,
    by: by(caller),
  });
}

/** mark_paid and cancel: the domain's transition table decides; a refusal is 409 with its message. */
export async function actOnInvoice(
  db: Db,
  actor: Builder,
  id: number,
  action: InvoiceAction,
  values: { paidDate?: string; cancelReason?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockInvoice(tx, id);
    if (!row) throw notFound();
    const outcome = invoiceTransition(row.status, action);
    if (!outcome.ok) throw conflict(outcome.key);
    await repo.updateInvoice(
      tx,
      id,
      action === 'mark_paid'
        ? { status: outcome.to, paidDate: values.paidDate ?? today() }
        : { status: outcome.to, cancelledAt: new Date(), cancelReason: values.cancelReason ?? null },
    );
    await recordHistory(tx, {
      entityType: INVOICE_ENTITY,
      entityKey: id,
      action,
      notes: action === 'cancel' ? (values.cancelReason ?? null) : row.number,
      changes: { status: [row.status, outcome.to] },
      by: actor,
      subjectOrgId: row.orgId,
    });
  });
}

export async function markPaid(
  db: Db,
  caller: Caller,
  input: { id: number; paid_date?: string | undefined },
) {
  await actOnInvoice(
    db,
    by(caller),
    input.id,
    'mark_paid',
    input.paid_date ? { paidDate: isoDay(input.paid_date) } : {},
  );
  return getInvoice(db, caller, input.id);
}

export async function cancelInvoice(db: Db, caller: Caller, input: { id: number; reason: string }) {
  await actOnInvoice(db, by(caller), input.id, 'cancel', { cancelReason: input.reason });
  return getInvoice(db, caller, input.id);
}
