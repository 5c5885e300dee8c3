import { crimeCheckStatusNameKey, formatInstantDateTime, translate } from '@afx/domain';
import { enqueuePacket } from '../../counterparts/index.js';
import type { Executor } from '../../platform/db/pool.js';
import { type BadgeCounter, pushBadgeCount } from '../../platform/outbox/counter-push.js';
import { enqueueOutbox } from '../../platform/outbox/outbox.js';
import { CRC_REQUEST_ENTITY } from './access.js';
import { newRequestCounts, organisationOf, type RequestRecord } from './repository.js';

/** The advisory lock class of the Crime Check new-requests count (the second key is the bank). */
const NEW_COUNT_LOCK = 22;

/** Statuses that reach the bank and its notification e-mail (1 has no bank yet). */
const ROUTED_STATUSES: readonly number[] = [2, 3, 4];

/** The new requests (statuses 4 and 5) badge (the shell's counter), pushed after each change for a bank. */
export const NEW_COUNT_BADGE: BadgeCounter = {
  counter: 'crc',
  lockClass: NEW_COUNT_LOCK,
  codes: { own: 'U22', all: 'E22' },
  count: newRequestCounts,
};

export const pushNewCount = (tx: Executor, recipientOrgId: number | null): Promise<void> =>
  pushBadgeCount(tx, NEW_COUNT_BADGE, recipientOrgId);

/**
 * A request routed to a bank (2, 3 or 4) is mailed to its notification e-mail with a link to it, and
 * its badge moves. A request of an unknown issuer (1) waits for E22 to assign one.
 */
export async function announceRoutedRequest(tx: Executor, request: RequestRecord): Promise<void> {
  const to = request.recipientOrgId;
  if (to === null || !ROUTED_STATUSES.includes(request.statusId)) return;
  const bank = await organisationOf(tx, to);
  if (bank?.notificationEmail) {
    const police = await organisationOf(tx, request.policeOrgId);
    await enqueueOutbox(tx, [
      {
        kind: 'email',
        payload: {
          to: bank.notificationEmail,
          // An organisation's mailbox has no language of its own: the portal's first language.
          locale: 'uk',
          subject: 'crc_mail_new_request_subject',
          body: 'crc_mail_new_request_body',
          params: {
            id: request.id,
            police: police?.name ?? '',
            number: request.recipientNumber,
            reg_number: request.regNumber,
            due: formatInstantDateTime(request.dueDt),
            status: translate(crimeCheckStatusNameKey(request.statusId), 'uk'),
          },
          lines: [],
          path: `/crc/client/id/${request.id}`,
        },
      },
    ]);
  }
  await pushNewCount(tx, to);
}

/** What the police unit's system hears of its request. */
export type PolicePacket = {
  type: 'crc.request.in_process' | 'crc.request.replied' | 'crc.request.rejected' | 'crc.request.comment';
  data: Record<string, unknown>;
};

/**
 * A change on the bank side goes to the police unit's system (Standard Webhooks through the
 * gateway), when the unit has a Crime Check endpoint; the unit's cabinet shows it anyway.
 */
export async function sendToPolice(
  tx: Executor,
  request: Pick<RequestRecord, 'id' | 'policeOrgId' | 'recipientOrgId'>,
  actorOrgId: number,
  packet: PolicePacket,
): Promise<void> {
  await enqueuePacket(tx, {
    byOrgId: request.recipientOrgId ?? actorOrgId,
    toOrgId: request.policeOrgId,
    service: 'crc',
    type: packet.type,
    data: { request_id: request.id, ...packet.data },
    subject: { entity_type: CRC_REQUEST_ENTITY, entity_key: request.id },
  });
}

/** A police comment goes to the bank's system, when the bank has a Crime Check endpoint. */
export async function sendCommentToBank(
  tx: Executor,
  request: Pick<RequestRecord, 'id' | 'policeOrgId' | 'recipientOrgId'>,
  data: Record<string, unknown>,
): Promise<void> {
  if (request.recipientOrgId === null) return;
  await enqueuePacket(tx, {
    byOrgId: request.policeOrgId,
    toOrgId: request.recipientOrgId,
    service: 'crc',
    type: 'crc.request.comment',
    data: { request_id: request.id, ...data },
    subject: { entity_type: CRC_REQUEST_ENTITY, entity_key: request.id },
  });
}
