import { transaction } from '../../platform/db/after-commit.js';
import {
  type BlockRequest,
  type FptTransaction,
  fptTransactionSummary,
  instantOfWallClock,
  isFptFraudTypeId,
  senderIssuerVerdict,
} from '@afx/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { recordHistory } from '../../platform/history/history.js';
import { badRequest } from '../../platform/http/errors.js';
import { awaitPacketAttempt } from '../../counterparts/index.js';
import { type IssuerInfo, findIssuerByAccount, findIssuerByCard } from '../issuer-lookup/index.js';
import { FPT_ALERT_ENTITY } from './access.js';
import { announceNewAlert } from './deliveries.js';
import * as repo from './repository.js';
import type { AlertNumberType } from './tables.js';

/** A card or an account number, as an alert names its sender and recipient. */
export type AlertNumber = { type: AlertNumberType; number: string };

/** Everything an alert is created from, whoever creates it (a sender's request or a forwarding). */
export type AlertDraft = {
  creatorOrgId: number;
  sender: AlertNumber;
  senderOrgId: number | null;
  recipient: AlertNumber;
  recipientOrgId: number | null;
  fraudTypeId: number;
  preventedFraud: boolean;
  replyEmail: string;
  parentId: string | null;
  transitMode: boolean;
  description: string;
  transactions: FptTransaction[];
};

/** The issuer of a card or an account number, as the FPT exchange sees it. */
export async function issuerOf(db: Db, caller: Caller, number: AlertNumber): Promise<IssuerInfo> {
  return number.type === 'account'
    ? findIssuerByAccount(db, caller, { iban: number.number }, 'fpt')
    : findIssuerByCard(db, caller, { pan: number.number }, 'fpt');
}

/**
 * The organisation an alert goes to: a bank found by the lookup, connected or not (a bank not
 * connected still gets the e-mail). An issuer not found, or one that cannot take FPT (foreign, not a
 * bank), leaves the recipient unknown: the alert then stays in the sender's outbound list.
 */
export function recipientOrgOf(issuer: IssuerInfo): number | null {
  return issuer.outcome === 'found' || issuer.outcome === 'not_connected' ? issuer.issuer_org_id : null;
}

/** A new alert's id, and the outbox id of the packet to the recipient's system (null: none). */
export type InsertedAlert = { id: string; packetId: number | null };

/**
 * Writes a new alert (status 1) with its history entry and what it sets off (packet or e-mail, the
 * recipient's badge), in the caller's transaction.
 */
export async function insertNewAlert(
  tx: Executor,
  caller: Caller,
  draft: AlertDraft,
): Promise<InsertedAlert> {
  const summary = fptTransactionSummary(draft.transactions);
  const alert: repo.AlertRecord = {
    id: uuidv7(),
    requestDt: new Date(),
    updatedAt: new Date(),
    creatorOrgId: draft.creatorOrgId,
    creatorUserId: caller.user_id,
    creatorUserName: caller.name,
    senderType: draft.sender.type,
    senderNumber: draft.sender.number,
    senderOrgId: draft.senderOrgId,
    recipientType: draft.recipient.type,
    recipientNumber: draft.recipient.number,
    recipientOrgId: draft.recipientOrgId,
    fraudTypeId: draft.fraudTypeId,
    preventedFraud: draft.preventedFraud,
    replyEmail: draft.replyEmail,
    parentId: draft.parentId,
    transitMode: draft.transitMode,
    description: draft.description,
    statusId: 1,
    notes: null,
    transIn: draft.transactions,
    transOut: [],
    transOutDt: null,
    tranTime: summary.firstTime ? instantOfWallClock(summary.firstTime) : null,
    tranCount: summary.count,
    totalAmount: summary.total,
    currencyCode: summary.currency,
    incidentId: null,
    incidentId2: null,
    lastUserId: null,
    lastUserName: null,
    takenAt: null,
    finalAt: null,
  };
  await repo.insertAlert(tx, alert);
  await recordHistory(tx, {
    entityType: FPT_ALERT_ENTITY,
    entityKey: alert.id,
    action: 'create',
    changes: draft.transitMode && draft.parentId ? { parent_id: [null, draft.parentId] } : null,
    by: caller,
  });
  const packetId = await announceNewAlert(tx, alert);
  return { id: alert.id, packetId };
}

const numberOf = (type: 'card' | 'account', pan?: string, iban?: string): AlertNumber => ({
  type,
  number: (type === 'card' ? pan : iban) ?? '',
});

/**
 * /alert/create (spec 2 §3.3): the sender's alert against a recipient card or account. When the
 * recipient has a system, the answer waits (up to `answerWaitMs`, no connection held) for the packet's
 * first delivery: a system that answers at once has set its status by then, and the sender gets it
 * (the "the answer's status is applied and returned"); otherwise status 1.
 */
export async function createAlert(
  db: Db,
  caller: Caller,
  request: BlockRequest,
  options: { answerWaitMs: number } = { answerWaitMs: 0 },
) {
  if (!isFptFraudTypeId(request.fraud_type_id)) throw badRequest({ fraud_type_id: 'invalid_value' });
  const sender = numberOf(request.sender_type, request.sender_pan, request.sender_iban);
  const recipient = numberOf(request.recipient_type, request.recipient_pan, request.recipient_iban);
  // The lookups read before the transaction opens: it then holds its connection only for the writes.
  const [senderIssuer, recipientIssuer] = await Promise.all([
    issuerOf(db, caller, sender),
    issuerOf(db, caller, recipient),
  ]);
  if (senderIssuerVerdict(caller, senderIssuer.issuer_org_id) === 'refuse') {
    throw badRequest({ [sender.type === 'card' ? 'sender_pan' : 'sender_iban']: 'fpt_sender_not_own' });
  }
  const parentId = request.parent_id ?? null;
  const transit = parentId !== null && (await repo.alertExists(db, parentId));
  const { id, packetId } = await transaction(db, (tx) =>
    insertNewAlert(tx, caller, {
      creatorOrgId: caller.org_id,
      sender,
      senderOrgId: senderIssuer.issuer_org_id,
      recipient,
      recipientOrgId: recipientOrgOf(recipientIssuer),
      fraudTypeId: request.fraud_type_id,
      preventedFraud: request.prevented_fraud,
      replyEmail: request.reply_email,
      parentId,
      transitMode: transit,
      description: request.description,
      transactions: request.transactions,
    }),
  );
  if (packetId === null || options.answerWaitMs <= 0) return { id, status: 1 };
  if ((await awaitPacketAttempt(db, packetId, options.answerWaitMs)) !== 'delivered')
    return { id, status: 1 };
  return { id, status: (await repo.alertStatus(db, id)) ?? 1 };
}
