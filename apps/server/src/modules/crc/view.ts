import {
  type Locale,
  crimeCheckStatusNameKey,
  isCrimeCheckCommentEnabled,
  isCrimeCheckMutable,
  isCrimeCheckOverdue,
  translate,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { type HistoryEntry, listHistory } from '../../platform/history/history.js';
import { findIssuerOfOrganisation } from '../issuer-lookup/index.js';
import { CRC_REQUEST_ENTITY, bankScope, policeScope, requestOf } from './access.js';
import type { RequestRowView, RequestView } from './api.js';
import { issuerOfNumber } from './filing.js';
import * as repo from './repository.js';
import type { RequestRow, RequestScope } from './repository.js';
import type { RequestNumberType } from './tables.js';

/** A row of the lists. */
export function toRow(row: RequestRow, now: Date): RequestRowView {
  return {
    id: row.id,
    request_dt: row.requestDt.toISOString(),
    update_dt: row.updateDt.toISOString(),
    reg_number: row.regNumber,
    reg_date: row.regDate,
    registry_type: row.registryType,
    sender_type: row.senderType,
    sender_number: row.senderNumber,
    sender_issuer_id: row.senderOrgId,
    sender_issuer_name: row.senderOrgName,
    recipient_type: row.recipientType,
    recipient_number: row.recipientNumber,
    recipient_issuer_id: row.recipientOrgId,
    recipient_issuer_name: row.recipientOrgName,
    tran_time: row.tranTime?.toISOString() ?? null,
    tran_count: row.tranCount,
    total_amount: row.totalAmount,
    currency_code: row.currencyCode,
    notes: row.notes,
    url: row.url,
    alert_source_id: row.alertSourceId,
    alert_source_name: row.alertSourceName,
    status_id: row.statusId,
    last_user_name: row.lastUserName,
    incident_id: row.incidentId,
    due_dt: row.dueDt.toISOString(),
    overdue: isCrimeCheckOverdue(row, now),
  };
}

const accessFacts = (row: RequestRow) => ({
  statusId: row.statusId,
  recipientOrgId: row.recipientOrgId,
  policeOrgId: row.policeOrgId,
});

/** Where the money went: the sender, the recipient, and each card or IBAN the reply's transactions name. */
async function fundsFlow(db: Db, caller: Caller, row: RequestRow) {
  const nodes: { type: RequestNumberType; number: string; orgId: number | null }[] = [
    { type: row.senderType, number: row.senderNumber, orgId: row.senderOrgId },
    { type: row.recipientType, number: row.recipientNumber, orgId: row.recipientOrgId },
  ];
  for (const tran of row.reply?.transactions ?? []) {
    const next =
      'pan' in tran && tran.pan
        ? { type: 'card' as const, number: tran.pan }
        : 'iban' in tran && tran.iban
          ? { type: 'account' as const, number: tran.iban }
          : null;
    if (next && !nodes.some((node) => node.number === next.number)) nodes.push({ ...next, orgId: null });
  }
  return Promise.all(
    nodes.map(async (node) => ({
      node_type: node.type,
      pan: node.type === 'card' ? node.number : null,
      iban: node.type === 'account' ? node.number : null,
      issuer_info:
        node.orgId !== null
          ? await findIssuerOfOrganisation(db, caller, node.orgId, 'crc')
          : await issuerOfNumber(db, caller, node.type, node.number),
    })),
  );
}

/** The request as a side sees it. */
async function requestView(
  db: Db,
  caller: Caller,
  row: RequestRow,
  side: 'bank' | 'police',
  scope: RequestScope,
): Promise<RequestView> {
  const [related, flow] = await Promise.all([
    repo.relatedRequests(db, row, repo.scopeCondition(scope)),
    fundsFlow(db, caller, row),
  ]);
  const reply = row.reply;
  return {
    ...toRow(row, new Date()),
    employee_name: row.employeeName,
    employee_email: row.employeeEmail,
    incriminated_articles: row.incriminatedArticles.map((a) => ({
      article: a.article,
      part: a.part ?? null,
      point: a.point ?? null,
    })),
    applicant_name: row.applicantName,
    sender_issuer_icon: row.senderIcon,
    recipient_issuer_icon: row.recipientIcon,
    fraud_transactions: row.fraudTransactions,
    fraudster_contacts: row.fraudsterContacts.map((c) => ({ name: c.name ?? null, phone: c.phone ?? null })),
    parent_id: row.parentId,
    related_requests: related.map((r) => ({
      id: r.id,
      status_id: r.statusId,
      request_dt: r.requestDt.toISOString(),
    })),
    funds_flow: flow,
    mutable: side === 'bank' && isCrimeCheckMutable(caller, accessFacts(row)),
    create_comment_enable: isCrimeCheckCommentEnabled(caller, accessFacts(row), side),
    incident_id: side === 'bank' ? row.incidentId : null,
    incident_id2: side === 'bank' ? row.incidentId2 : null,
    issuer_reply: reply
      ? {
          request_id: row.id,
          is_rejected: reply.is_rejected,
          update_dt: reply.update_dt,
          funds_were_not_used: reply.funds_were_not_used,
          transactions: reply.transactions,
          last_offline_transactions: reply.last_offline_transactions,
          last_authorization_geodata: reply.last_authorization_geodata,
          recipient_cardholder_name: reply.recipient_cardholder_name ?? null,
          recipient_cardholder_id: reply.recipient_cardholder_id ?? null,
          notes: reply.notes ?? null,
          issuer_id: reply.issuer_id,
          issuer_name: row.recipientOrgName,
        }
      : null,
  };
}

/** /alert/get: the request on the bank side. */
export async function getRequest(db: Db, caller: Caller, id: string): Promise<RequestView> {
  const scope = bankScope(caller);
  return requestView(db, caller, await requestOf(db, scope, id), 'bank', scope);
}

/** History event types (spec 2 §3.9): 0 info, 1 message, 2 status, 3 error. */
const EVENT_TYPES: Record<string, number> = {
  create: 0,
  assign: 0,
  incident: 0,
  comment: 1,
  status: 2,
  reply: 2,
  reply_edited: 2,
  rejection: 2,
  delivery_error: 3,
};

function describe(entry: HistoryEntry, locale: Locale, orgNames: Map<number, string>): string {
  const change = (field: string) => entry.changes?.[field];
  const statusName = (status: unknown) => translate(crimeCheckStatusNameKey(Number(status)), locale);
  switch (entry.action) {
    case 'create':
      return translate('crc_event_created', locale);
    case 'assign': {
      const issuer = Number(change('recipient_org_id')?.[1]);
      return translate('crc_event_routed', locale, { issuer: orgNames.get(issuer) ?? String(issuer) });
    }
    case 'status': {
      const [from, to] = change('status_id') ?? [null, null];
      return translate('crc_event_status', locale, { from: statusName(from), to: statusName(to) });
    }
    case 'reply':
      return translate('crc_event_reply', locale);
    case 'reply_edited':
      return translate('crc_event_reply_edited', locale);
    case 'rejection':
      return translate('crc_event_rejection', locale);
    case 'comment':
      return translate('crc_event_comment', locale);
    case 'incident':
      return translate('crc_event_incident', locale, { incident: String(change('incident_id')?.[1]) });
    case 'delivery_error':
      return translate('crc_event_delivery_error', locale);
    default:
      return entry.action;
  }
}

async function historyOf(db: Db, row: RequestRow, locale: Locale) {
  const entries = await listHistory(db, CRC_REQUEST_ENTITY, row.id, locale);
  const orgIds = new Set<number>();
  for (const entry of entries) {
    if (entry.creator_org_id !== null) orgIds.add(entry.creator_org_id);
    const assigned = entry.changes?.['recipient_org_id']?.[1];
    if (typeof assigned === 'number') orgIds.add(assigned);
  }
  const orgNames = await repo.organisationNames(db, [...orgIds]);
  return entries.map((entry) => ({
    event_type: EVENT_TYPES[entry.action] ?? 0,
    event_dt: entry.event_dt,
    creator: entry.creator,
    creator_org_name: entry.creator_org_id === null ? null : (orgNames.get(entry.creator_org_id) ?? null),
    description: describe(entry, locale, orgNames),
    notes: entry.notes,
  }));
}

/** /alert/history: the timeline of spec 2 §3.9 and whether the caller may comment. */
export async function requestHistory(
  db: Db,
  caller: Caller,
  request: { request_id: string; locale?: Locale | null | undefined },
) {
  const row = await requestOf(db, bankScope(caller), request.request_id);
  return {
    create_comment_enable: isCrimeCheckCommentEnabled(caller, accessFacts(row), 'bank'),
    list: await historyOf(db, row, request.locale ?? caller.locale),
  };
}

/** /police/request/get: the unit's request, never mutable for it, with its history. */
export async function getPoliceRequest(db: Db, caller: Caller, id: string) {
  const scope = policeScope(caller);
  const row = await requestOf(db, scope, id);
  const view = await requestView(db, caller, row, 'police', scope);
  return { ...view, history: await historyOf(db, row, caller.locale) };
}
