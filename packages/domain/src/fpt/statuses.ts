import type { MessageKey } from '../messages/index.js';
import { fptStatusTextKeys, isFptStatusId } from './status-table.js';

/** FPT alert status ids named by the spec (spec 2 §4.2); the full list comes from the server. */
export const FPT_STATUS = { new: 1, inProcess: 3, possibility: 8, success: 12 } as const;

/** The name of a status; an unknown one shows '-----' (spec 2 §8). */
export function fptStatusNameKey(statusId: number): MessageKey {
  return isFptStatusId(statusId) ? fptStatusTextKeys(statusId).name : 'status_unknown';
}

/** "Ids 4, 5, 7, 8, 9, 10, 11, 12, 13 allow incident creation." */
export const FPT_INCIDENT_ELIGIBLE_STATUS_IDS = [4, 5, 7, 8, 9, 10, 11, 12, 13] as const;

export function fptStatusAllowsIncident(statusId: number): boolean {
  return (FPT_INCIDENT_ELIGIBLE_STATUS_IDS as readonly number[]).includes(statusId);
}

/** The list's counter buttons: in process = 1 and 3; possibility = 8; success = 12. */
export const FPT_COUNTER_GROUPS = {
  in_process: { statusIds: [1, 3], titleKey: 'fpt_group_in_process' },
  possibility: { statusIds: [8], titleKey: 'fpt_group_possibility' },
  success: { statusIds: [12], titleKey: 'fpt_group_success' },
} as const satisfies Record<string, { statusIds: readonly number[]; titleKey: MessageKey }>;
export type FptCounterGroup = keyof typeof FPT_COUNTER_GROUPS;

/** Status codes the spec names. */
export const FPT_STATUS_CODES = {
  bankInProcess: 'bank_in_process',
  recipientBlocked: 'recipient_blocked',
  withdrawalLimit: 'withdrawal_limit',
  recipientBlockedNoFunds: 'recipient_blocked_no_funds',
} as const;

/** The inbound 'to process' button sets this status. */
export const TO_PROCESS_STATUS_CODE = FPT_STATUS_CODES.bankInProcess;

/** Choosing one of these offers outbound transactions even when the alert has none yet. */
export const STATUS_CODES_OFFERING_OUT_TRANSACTIONS: readonly string[] = [
  FPT_STATUS_CODES.recipientBlocked,
  FPT_STATUS_CODES.withdrawalLimit,
  FPT_STATUS_CODES.recipientBlockedNoFunds,
];

/** "Outbound transactions are shown when transactions exist, or when ... the chosen status is ..." */
export function showsOutboundTransactions(input: {
  readonly hasOutboundTransactions: boolean;
  readonly chosenStatusCode: string | null;
}): boolean {
  return (
    input.hasOutboundTransactions ||
    (input.chosenStatusCode !== null &&
      STATUS_CODES_OFFERING_OUT_TRANSACTIONS.includes(input.chosenStatusCode))
  );
}

/** What the inbound alert dialog offers for a status (spec 2 §2.5, §4.2). */
export function inboundAlertActions(statusId: number): {
  readonly toProcess: boolean;
  readonly changeStatus: boolean;
  readonly openChangeStatusAtOnce: boolean;
  readonly showIssuerReply: boolean;
  readonly cancelClosesDialog: boolean;
} {
  return {
    toProcess: statusId === FPT_STATUS.new,
    changeStatus: statusId > 2,
    openChangeStatusAtOnce: statusId === FPT_STATUS.inProcess,
    showIssuerReply: statusId !== FPT_STATUS.new && statusId !== FPT_STATUS.inProcess,
    cancelClosesDialog: statusId === FPT_STATUS.inProcess,
  };
}

/** "The alternative 'change status and create incident' is offered when no incident exists and the new status allows one." */
export function offersStatusChangeWithIncident(input: {
  readonly hasIncident: boolean;
  readonly newStatusId: number;
}): boolean {
  return !input.hasIncident && fptStatusAllowsIncident(input.newStatusId);
}

/** Alert ids are shown by their last 12 characters (spec 2 §9). */
export function shortAlertId(id: string): string {
  return id.slice(-12);
}
