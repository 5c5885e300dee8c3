/**
 * Processing statuses of a mobile check and the moves between them, as a table (decision 0044):
 * queued on create; in progress while the operator is asked; answered or failed at the end. An
 * attempt cut short (the worker stopped mid-call) goes back to queued and is asked again.
 */
export const MCS_STATUSES = ['queued', 'in_progress', 'answered', 'failed'] as const;
export type McsStatus = (typeof MCS_STATUSES)[number];

export const MCS_TRANSITIONS: Readonly<Record<McsStatus, readonly McsStatus[]>> = {
  queued: ['in_progress', 'answered', 'failed'],
  in_progress: ['queued', 'answered', 'failed'],
  answered: [],
  failed: [],
};

export function mayMoveMcsCheck(from: McsStatus, to: McsStatus): boolean {
  return MCS_TRANSITIONS[from].includes(to);
}

/** A check still waiting for its answer: the page shows progress and waits for the push. */
export function isMcsCheckPending(status: McsStatus): boolean {
  return status === 'queued' || status === 'in_progress';
}

/** The message key of a status's name. */
export const MCS_STATUS_KEYS = {
  queued: 'mcs_status_queued',
  in_progress: 'mcs_status_in_progress',
  answered: 'mcs_status_answered',
  failed: 'mcs_status_failed',
} as const satisfies Record<McsStatus, string>;
