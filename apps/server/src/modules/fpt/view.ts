import {
  type FptSide,
  type Locale,
  PERMISSION,
  fptAlertTakesMessages,
  fptEventType,
  fptSla,
  fptStatusAllowsIncident,
  fptStatusNameKey,
  hasPermission,
  translate,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { type HistoryEntry, listHistory } from '../../platform/history/history.js';
import { findIssuerOfOrganisation } from '../issuer-lookup/index.js';
import { FPT_ALERT_ENTITY, type FptSettings, alertOfSide } from './access.js';
import type { AlertListItem, AlertLocaleRequest, AlertView } from './api.js';
import { issuerOf } from './create.js';
import * as repo from './repository.js';
import type { AlertRow } from './repository.js';

const slaOf = (row: AlertRow, settings: FptSettings, now: Date) =>
  fptSla({ requestDt: row.requestDt, takenAt: row.takenAt, finalAt: row.finalAt }, settings.sla, now);

/** A row of the lists (spec 2 §3.1). */
export function toListItem(row: AlertRow, settings: FptSettings, now: Date): AlertListItem {
  return {
    id: row.id,
    request_dt: row.requestDt.toISOString(),
    sender_type: row.senderType,
    sender_number: row.senderNumber,
    sender_issuer_org_id: row.senderOrgId,
    sender_issuer_org_name: row.senderOrgName,
    sender_issuer_icon_src: row.senderIcon,
    recipient_type: row.recipientType,
    recipient_number: row.recipientNumber,
    recipient_issuer_org_id: row.recipientOrgId,
    recipient_issuer_org_name: row.recipientOrgName,
    recipient_issuer_icon_src: row.recipientIcon,
    tran_time: row.tranTime?.toISOString() ?? null,
    tran_count: row.tranCount,
    total_amount: row.totalAmount,
    currency_code: row.currencyCode,
    fraud_type_id: row.fraudTypeId,
    prevented_fraud: row.preventedFraud,
    status_id: row.statusId,
    incident_id: row.incidentId,
    incident_id2: row.incidentId2,
    creator_org_id: row.creatorOrgId,
    creator_org_name: row.creatorOrgName,
    creator_user_name: row.creatorUserName,
    last_user_name: row.lastUserName,
    sla: slaOf(row, settings, now),
  };
}

/** Both sides may write while the alert is open (decision 0038). */
export const mayWriteMessage = (row: AlertRow): boolean => fptAlertTakesMessages(row.statusId);

/** The incident column of a side: the recipient's incident_id, the sender's incident_id2. */
export const incidentColumnOf = (side: FptSide) => (side === 'recipient' ? 'incidentId' : 'incidentId2');

/** An incident may be created now: U1000/E1000, a status that allows one (§4.2), none yet on this side. */
export function mayCreateIncident(caller: Caller, row: AlertRow, side: FptSide): boolean {
  return (
    hasPermission(caller, PERMISSION.incidents) &&
    fptStatusAllowsIncident(row.statusId) &&
    row[incidentColumnOf(side)] === null
  );
}

/** The chain the money took: the alert's ancestors and descendants by parent_id, oldest first. */
async function fundsFlow(db: Db, caller: Caller, row: AlertRow) {
  const chain = await repo.alertsByIds(db, await repo.chainIds(db, row.id));
  return Promise.all(
    chain.map(async (node) => ({
      alert_id: node.id,
      parent_id: node.parentId,
      node_type: node.recipientType === 'card' ? ('card' as const) : ('other' as const),
      pan: node.recipientType === 'card' ? node.recipientNumber : null,
      iban: node.recipientType === 'account' ? node.recipientNumber : null,
      status_id: node.statusId,
      total_amount: node.totalAmount,
      currency_code: node.currencyCode,
      issuer_info:
        node.recipientOrgId !== null
          ? await findIssuerOfOrganisation(db, caller, node.recipientOrgId, 'fpt')
          : await issuerOf(db, caller, {
              type: node.recipientType === 'account' ? 'account' : 'card',
              number: node.recipientNumber,
            }),
    })),
  );
}

type FlowNode = Awaited<ReturnType<typeof fundsFlow>>[number];

/** "full description (description plus a funds-flow list)": one line per node of the chain. */
function fullDescription(description: string, flow: readonly FlowNode[], locale: Locale): string {
  const lines = flow.map((node, i) => {
    const issuer = node.issuer_info.issuer_org_name ?? translate('unknown_issuer', locale);
    const amount = node.total_amount ? `, ${node.total_amount} ${node.currency_code ?? ''}`.trimEnd() : '';
    const status = translate(fptStatusNameKey(node.status_id), locale);
    return `${String(i + 1)}. ${node.pan ?? node.iban ?? ''} (${issuer}${amount}): ${status}`;
  });
  return `${description}\n\n${translate('fpt_funds_flow_title', locale)}\n${lines.join('\n')}`;
}

/** /outbound/get and /inbound/get (spec 2 §3.2), as the side sees it. */
export async function getAlert(
  db: Db,
  caller: Caller,
  side: FptSide,
  id: string,
  settings: FptSettings,
): Promise<AlertView> {
  const row = await alertOfSide(db, caller, side, id);
  const flow = await fundsFlow(db, caller, row);
  return {
    ...toListItem(row, settings, new Date()),
    creator_icon_src: row.creatorIcon,
    reply_email: row.replyEmail,
    parent_id: row.parentId,
    transit_mode: row.transitMode,
    full_description: fullDescription(row.description, flow, caller.locale),
    description: row.description,
    notes: row.notes,
    trans_in: row.transIn,
    trans_out: row.transOut,
    trans_out_dt: row.transOutDt?.toISOString() ?? null,
    create_message_enable: mayWriteMessage(row),
    create_incident_enable: mayCreateIncident(caller, row, side),
    funds_flow: flow,
  };
}

/** What a history entry says, in the language asked. */
function describe(entry: HistoryEntry, locale: Locale): string {
  const change = (field: string) => entry.changes?.[field];
  switch (entry.action) {
    case 'create': {
      const parent = change('parent_id')?.[1];
      return typeof parent === 'string'
        ? translate('fpt_event_created_child', locale, { parent })
        : translate('fpt_event_created', locale);
    }
    case 'message':
      return translate('fpt_event_message', locale);
    case 'status': {
      const [from, to] = change('status_id') ?? [null, null];
      const name = (status: unknown) => translate(fptStatusNameKey(Number(status)), locale);
      return translate('fpt_event_status', locale, { from: name(from), to: name(to) });
    }
    case 'incident': {
      const incident = (change('incident_id') ?? change('incident_id2'))?.[1];
      return translate('fpt_event_incident', locale, { incident: String(incident) });
    }
    case 'delivery_error':
      return translate('fpt_event_delivery_error', locale);
    default:
      return entry.action;
  }
}

/** /outbound/history and /inbound/history: the one history as the timeline of spec 2 §3.9. */
export async function alertHistory(db: Db, caller: Caller, side: FptSide, request: AlertLocaleRequest) {
  const row = await alertOfSide(db, caller, side, request.id);
  const locale = request.locale ?? caller.locale;
  const entries = await listHistory(db, FPT_ALERT_ENTITY, row.id, locale);
  const orgIds = [...new Set(entries.flatMap((e) => (e.creator_org_id === null ? [] : [e.creator_org_id])))];
  const orgNames = await repo.organisationNames(db, orgIds);
  return {
    list: entries.map((entry) => ({
      event_type: fptEventType(entry.action),
      event_dt: entry.event_dt,
      creator: entry.creator,
      creator_org_name: entry.creator_org_id === null ? null : (orgNames.get(entry.creator_org_id) ?? null),
      description: describe(entry, locale),
      notes: entry.notes,
    })),
    create_message_enable: mayWriteMessage(row),
  };
}
