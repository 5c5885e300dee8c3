import type { MessageKey } from '../messages/index.js';
import { PERMISSION, type SessionUserLike, orgScope, scopeAllowsOrg } from '../permissions.js';

/**
 * The FPT alert statuses and their transitions. The spec names only some of them (spec 2 §4.2);
 * this table is the reading of ../shared/design/exchange.md, kept once here for server and web.
 */
export const FPT_STATUS_TABLE = [
  { id: 1, code: 'new' },
  { id: 2, code: 'cancelled' },
  { id: 3, code: 'bank_in_process' },
  { id: 4, code: 'recipient_blocked' },
  { id: 5, code: 'withdrawal_limit' },
  { id: 6, code: 'recipient_not_found' },
  { id: 7, code: 'recipient_blocked_no_funds' },
  { id: 8, code: 'possibility' },
  { id: 9, code: 'funds_withdrawn' },
  { id: 10, code: 'forwarded' },
  { id: 11, code: 'refund_refused' },
  { id: 12, code: 'success' },
  { id: 13, code: 'fraud_not_confirmed' },
] as const;

export type FptStatusId = (typeof FPT_STATUS_TABLE)[number]['id'];
export type FptStatusCode = (typeof FPT_STATUS_TABLE)[number]['code'];

/** Which side of an alert acts: the bank that sent it, or the recipient issuer (U1006 own / E1006). */
export const FPT_SIDES = ['sender', 'recipient'] as const;
export type FptSide = (typeof FPT_SIDES)[number];

export type FptTransition = {
  readonly to: FptStatusId;
  readonly by: FptSide;
  /** Offered first: what the alert's data usually suggests next. */
  readonly advised: boolean;
};

const recipient = (to: FptStatusId, advised = false): FptTransition => ({ to, by: 'recipient', advised });

/** From status → the statuses it may move to, who may make each move, and the advice flag. */
export const FPT_TRANSITIONS: Readonly<Record<FptStatusId, readonly FptTransition[]>> = {
  1: [recipient(3), { to: 2, by: 'sender', advised: false }],
  2: [],
  3: [
    recipient(4, true),
    recipient(5),
    recipient(6),
    recipient(7),
    recipient(9),
    recipient(10),
    recipient(13),
  ],
  4: [recipient(8, true), recipient(10), recipient(11), recipient(12)],
  5: [recipient(8, true), recipient(9), recipient(11), recipient(12)],
  6: [],
  7: [recipient(10), recipient(11)],
  8: [recipient(11), recipient(12, true)],
  9: [recipient(10)],
  10: [],
  11: [],
  12: [],
  13: [],
};

const BY_ID: ReadonlyMap<number, (typeof FPT_STATUS_TABLE)[number]> = new Map(
  FPT_STATUS_TABLE.map((status) => [status.id, status]),
);
const BY_CODE: ReadonlyMap<string, (typeof FPT_STATUS_TABLE)[number]> = new Map(
  FPT_STATUS_TABLE.map((status) => [status.code, status]),
);

export function isFptStatusId(value: number): value is FptStatusId {
  return BY_ID.has(value);
}

export function fptStatusCode(id: number): FptStatusCode | null {
  return BY_ID.get(id)?.code ?? null;
}

export function fptStatusIdOfCode(code: string): FptStatusId | null {
  return BY_CODE.get(code)?.id ?? null;
}

/** The status's name and its one-line description, as the lists and the change form show them. */
export function fptStatusTextKeys(id: FptStatusId): {
  readonly name: MessageKey;
  readonly description: MessageKey;
} {
  return { name: `fpt_status_${id}`, description: `fpt_status_${id}_description` };
}

/** A status nothing follows: the alert is closed (the chain of a forwarded one goes on in child alerts). */
export function isFinalFptStatus(id: FptStatusId): boolean {
  return FPT_TRANSITIONS[id].length === 0;
}

/** The statuses a side may set from `from`, advised first, otherwise in the table's order. */
export function availableStatuses(from: number, side: FptSide): readonly FptTransition[] {
  if (!isFptStatusId(from)) return [];
  const mine = FPT_TRANSITIONS[from].filter((transition) => transition.by === side);
  return [...mine.filter((t) => t.advised), ...mine.filter((t) => !t.advised)];
}

/**
 * Whether `side` may move an alert from `from` to `to`; the message the user reads otherwise. The
 * sender may only withdraw a new alert; everything else is the recipient's.
 */
export function checkStatusTransition(from: number, to: number, side: FptSide): MessageKey | null {
  if (!isFptStatusId(from) || !isFptStatusId(to)) return 'fpt_status_unknown';
  if (isFinalFptStatus(from)) return 'fpt_status_final';
  const transition = FPT_TRANSITIONS[from].find((t) => t.to === to);
  if (transition === undefined) return 'fpt_status_transition_refused';
  if (transition.by === side) return null;
  return side === 'sender' ? 'fpt_status_sender_may_only_withdraw' : 'fpt_status_only_sender_withdraws';
}

/**
 * The sides a user acts as on an alert: the recipient with U1006 for the own organisation or E1006
 * for any; the sender with U1005 for an alert of the own organisation or E1005 for any.
 */
export function fptSidesOf(
  user: SessionUserLike,
  alert: { readonly creatorOrgId: number; readonly recipientOrgId: number | null },
): readonly FptSide[] {
  const sides: FptSide[] = [];
  if (
    alert.recipientOrgId !== null &&
    scopeAllowsOrg(orgScope(user, PERMISSION.fptInbound), alert.recipientOrgId)
  )
    sides.push('recipient');
  if (scopeAllowsOrg(orgScope(user, PERMISSION.fptOutbound), alert.creatorOrgId)) sides.push('sender');
  return sides;
}
