import { type FptSide, shortAlertId } from '@afx/domain';
import { enqueuePacket } from '../../counterparts/index.js';
import { FPT_ALERT_ENTITY } from './access.js';
import type { Executor } from '../../platform/db/pool.js';
import { type BadgeCounter, pushBadgeCount } from '../../platform/outbox/counter-push.js';
import { enqueueOutbox } from '../../platform/outbox/outbox.js';
import { type AlertRecord, newAlertCounts, organisationContacts } from './repository.js';

/** The advisory lock class of the FPT new-alerts count (the second key is the recipient bank). */
const NEW_COUNT_LOCK = 1006;

/** The alert a packet is about, whose history records a delivery given up on. */
const alertSubject = (id: string) => ({ entity_type: FPT_ALERT_ENTITY, entity_key: id });

/** What a bank's system receives about an alert: the alert as created. */
export function alertPacketData(alert: AlertRecord): Record<string, unknown> {
  return {
    id: alert.id,
    request_dt: alert.requestDt.toISOString(),
    status_id: alert.statusId,
    creator_org_id: alert.creatorOrgId,
    sender_type: alert.senderType,
    sender_number: alert.senderNumber,
    recipient_type: alert.recipientType,
    recipient_number: alert.recipientNumber,
    fraud_type_id: alert.fraudTypeId,
    prevented_fraud: alert.preventedFraud,
    reply_email: alert.replyEmail,
    parent_id: alert.parentId,
    transit_mode: alert.transitMode,
    description: alert.description,
    transactions: alert.transIn,
  };
}

/** The new alerts badge (the shell's counter), pushed after each change for a bank. */
export const NEW_COUNT_BADGE: BadgeCounter = {
  counter: 'fpt',
  lockClass: NEW_COUNT_LOCK,
  codes: { own: 'U1006', all: 'E1006' },
  count: newAlertCounts,
};

export const pushNewCount = (tx: Executor, recipientOrgId: number | null): Promise<void> =>
  pushBadgeCount(tx, NEW_COUNT_BADGE, recipientOrgId);

/**
 * A new alert reaches its recipient: as a packet to its system when it has one, otherwise as an
 * e-mail to its notification (or monitoring) address with a link to the alert; and its badge moves.
 * An alert without a known recipient just stays in the sender's outbound list. Answers the packet's
 * outbox id when one was queued.
 */
export async function announceNewAlert(tx: Executor, alert: AlertRecord): Promise<number | null> {
  const to = alert.recipientOrgId;
  if (to === null) return null;
  const pushed = await enqueuePacket(tx, {
    byOrgId: alert.creatorOrgId,
    toOrgId: to,
    service: 'fpt',
    type: 'fpt.alert.created',
    data: alertPacketData(alert),
    subject: alertSubject(alert.id),
  });
  if (pushed === null) await mailNewAlert(tx, alert, to);
  await pushNewCount(tx, to);
  return pushed;
}

async function mailNewAlert(tx: Executor, alert: AlertRecord, to: number): Promise<void> {
  const recipient = await organisationContacts(tx, to);
  const address = recipient?.notificationEmail ?? recipient?.monitoringEmail;
  if (!address) return;
  const sender = await organisationContacts(tx, alert.creatorOrgId);
  await enqueueOutbox(tx, [
    {
      kind: 'email',
      payload: {
        to: address,
        // An organisation's mailbox has no language of its own: the portal's first language.
        locale: 'uk',
        subject: 'fpt_mail_new_alert_subject',
        body: 'fpt_mail_new_alert_body',
        params: {
          id: shortAlertId(alert.id),
          sender: sender?.name ?? '',
          number: alert.recipientNumber,
          count: alert.tranCount,
          amount: alert.totalAmount ?? '',
          currency: alert.currencyCode ?? '',
        },
        lines: [],
        path: `/fpt/request-in/id/${alert.id}`,
      },
    },
  ]);
}

/** A status change or a message goes to the other side's system, if it has one. */
export async function sendToOtherSide(
  tx: Executor,
  alert: { id: string; creatorOrgId: number; recipientOrgId: number | null },
  packet: {
    /** The side that acts; the packet goes to the other one. */
    from: FptSide;
    /** Who acts, when the acting side's bank is not known (an alert without a recipient bank). */
    actorOrgId: number;
    type: 'fpt.alert.status_changed' | 'fpt.alert.message';
    data: Record<string, unknown>;
  },
): Promise<void> {
  const fromSender = packet.from === 'sender';
  const toOrgId = fromSender ? alert.recipientOrgId : alert.creatorOrgId;
  if (toOrgId === null) return;
  await enqueuePacket(tx, {
    byOrgId: (fromSender ? alert.creatorOrgId : alert.recipientOrgId) ?? packet.actorOrgId,
    toOrgId,
    service: 'fpt',
    type: packet.type,
    data: { id: alert.id, ...packet.data },
    subject: alertSubject(alert.id),
  });
}
