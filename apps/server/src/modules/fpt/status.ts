import { transaction } from '../../platform/db/after-commit.js';
import {
  FPT_TRANSITIONS,
  type FptSide,
  type FptStatusId,
  type FptTransaction,
  type SetStatusRequest,
  availableStatuses,
  checkStatusTransition,
  fptStatusAllowsIncident,
  fptStatusCode,
  fptStatusIdOfCode,
  fptStatusTextKeys,
  isFinalFptStatus,
  isFptStatusId,
  translate,
} from '@afx/domain';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { conflict } from '../../platform/http/errors.js';
import { FPT_ALERT_ENTITY, alertOfAnySide } from './access.js';
import type { AlertLocaleRequest } from './api.js';
import { type AlertDraft, type AlertNumber, insertNewAlert, issuerOf, recipientOrgOf } from './create.js';
import { pushNewCount, sendToOtherSide } from './deliveries.js';
import * as repo from './repository.js';
import type { AlertRow } from './repository.js';

/** The status of a request: its code ('bank_in_process') or its id as text ('3'). */
function statusIdOf(status: string): number {
  return fptStatusIdOfCode(status) ?? (/^\d{1,3}$/.test(status) ? Number(status) : Number.NaN);
}

/** /card_block/status/available: the statuses the caller may set now, advised first (spec 2 §3.6). */
export async function statusesAvailable(db: Db, caller: Caller, request: AlertLocaleRequest) {
  const { alert, sides } = await alertOfAnySide(db, caller, request.id);
  const locale = request.locale ?? caller.locale;
  const list = sides
    .flatMap((side) => availableStatuses(alert.statusId, side))
    .map((transition) => {
      const keys = fptStatusTextKeys(transition.to);
      return {
        id: transition.to,
        status: fptStatusCode(transition.to) ?? '',
        name: translate(keys.name, locale),
        description: translate(keys.description, locale),
        advice: transition.advised,
        allows_incident: fptStatusAllowsIncident(transition.to),
      };
    });
  return { list };
}

/** The side a move belongs to when the caller acts as both (E codes, admin); else the caller's own. */
function sideFor(from: number, to: number, sides: readonly FptSide[]): FptSide {
  const owner = isFptStatusId(from) ? FPT_TRANSITIONS[from].find((t) => t.to === to)?.by : undefined;
  return owner && sides.includes(owner) ? owner : sides[0]!;
}

/** A forwarded alert's next recipients: one per distinct card or IBAN its outgoing transactions name. */
function nextRecipients(
  transactions: readonly FptTransaction[],
): Map<string, { to: AlertNumber; rows: FptTransaction[] }> {
  const next = new Map<string, { to: AlertNumber; rows: FptTransaction[] }>();
  for (const tran of transactions) {
    const to: AlertNumber | null =
      'pan' in tran && tran.pan
        ? { type: 'card', number: tran.pan }
        : 'iban' in tran && tran.iban
          ? { type: 'account', number: tran.iban }
          : null;
    if (to === null) continue;
    const entry = next.get(to.number) ?? { to, rows: [] };
    entry.rows.push(tran);
    next.set(to.number, entry);
  }
  return next;
}

/**
 * The child alerts of a forwarded one (exchange.md): created on behalf of the forwarding bank, its
 * card or account the sender, each next recipient the recipient, in transit mode under this alert.
 * The issuers are looked up before the transaction opens.
 */
async function childDrafts(
  db: Db,
  caller: Caller,
  alert: AlertRow,
  transactions: readonly FptTransaction[],
): Promise<AlertDraft[]> {
  const forwarder = alert.recipientOrgId!;
  const contacts = await repo.organisationContacts(db, forwarder);
  const sender: AlertNumber = { type: alert.recipientType, number: alert.recipientNumber };
  return Promise.all(
    [...nextRecipients(transactions).values()].map(async ({ to, rows }) => ({
      creatorOrgId: forwarder,
      sender,
      senderOrgId: forwarder,
      recipient: to,
      recipientOrgId: recipientOrgOf(await issuerOf(db, caller, to)),
      fraudTypeId: alert.fraudTypeId,
      preventedFraud: alert.preventedFraud,
      replyEmail: contacts?.notificationEmail ?? contacts?.monitoringEmail ?? alert.replyEmail,
      parentId: alert.id,
      transitMode: true,
      description: translate('fpt_forwarded_description', caller.locale, {
        parent: alert.id,
        sender: alert.senderNumber,
        recipient: alert.recipientNumber,
        description: alert.description,
      }).slice(0, 1000),
      transactions: rows.map((row) => ({
        date_time: row.date_time,
        amount: row.amount,
        currency_code: row.currency_code,
      })),
    })),
  );
}

/**
 * /alert/set_status (spec 2 §3.7, §4.2): the domain's table decides (409 with its reason); of two
 * concurrent changes one wins and the other is stale (409). The recipient's notes, outgoing
 * transactions and SLA times are kept; the other side's system hears of it; a forwarded alert
 * (10) opens a child alert per next recipient.
 */
export async function setStatus(db: Db, caller: Caller, request: SetStatusRequest) {
  const { alert, sides } = await alertOfAnySide(db, caller, request.id);
  const from = alert.statusId;
  const to = statusIdOf(request.status);
  const side = sideFor(from, to, sides);
  const refusal = checkStatusTransition(from, to, side);
  if (refusal) throw conflict(refusal);
  const status = to as FptStatusId;
  const transOut = request.transactions.length > 0 ? request.transactions : alert.transOut;
  const children = status === 10 ? await childDrafts(db, caller, alert, transOut) : [];
  const now = new Date();
  const recipientFields =
    side === 'recipient'
      ? {
          notes: request.notes,
          lastUserId: caller.user_id,
          lastUserName: caller.name,
          ...(request.transactions.length > 0 ? { transOut: request.transactions, transOutDt: now } : {}),
          ...(from === 1 ? { takenAt: now } : {}),
        }
      : {};
  await transaction(db, async (tx) => {
    const changed = await repo.updateAlertIfStatus(tx, alert.id, from, {
      statusId: status,
      ...recipientFields,
      ...(isFinalFptStatus(status) ? { finalAt: now } : {}),
    });
    if (!changed) throw conflict('fpt_status_stale');
    await recordHistory(tx, {
      entityType: FPT_ALERT_ENTITY,
      entityKey: alert.id,
      action: 'status',
      changes: { status_id: [from, status] },
      notes: request.notes,
      by: caller,
    });
    await sendToOtherSide(tx, alert, {
      from: side,
      actorOrgId: caller.org_id,
      type: 'fpt.alert.status_changed',
      data: {
        status_id: status,
        status: fptStatusCode(status),
        notes: request.notes,
        transactions: transOut,
        changed_at: now.toISOString(),
      },
    });
    await pushNewCount(tx, alert.recipientOrgId);
    for (const child of children) await insertNewAlert(tx, caller, child);
  });
  return { id: alert.id, status_id: status };
}
