import type { MessageKey } from '../messages/index.js';

/** Crime Check request statuses (spec 2 §4.3). */
export const CRIME_CHECK_STATUS = {
  unknownIssuer: 1,
  issuerNotSupported: 2,
  manualRequestOnly: 3,
  waitingForReview: 4,
  issuerInProcess: 5,
  replied: 6,
  rejected: 7,
} as const;
export type CrimeCheckStatusId = (typeof CRIME_CHECK_STATUS)[keyof typeof CRIME_CHECK_STATUS];
export const CRIME_CHECK_STATUS_IDS: readonly CrimeCheckStatusId[] = [1, 2, 3, 4, 5, 6, 7];

export function isCrimeCheckStatusId(value: number): value is CrimeCheckStatusId {
  return (CRIME_CHECK_STATUS_IDS as readonly number[]).includes(value);
}

export function crimeCheckStatusNameKey(statusId: number): MessageKey {
  return isCrimeCheckStatusId(statusId) ? `crc_status_${statusId}` : 'status_unknown';
}

/** "A user without E22 sees only 2 to 7 in the status filter." */
export function visibleCrimeCheckStatusIds(hasE22: boolean): CrimeCheckStatusId[] {
  return CRIME_CHECK_STATUS_IDS.filter((id) => hasE22 || id !== CRIME_CHECK_STATUS.unknownIssuer);
}

/** "The 'new' shortcut sets the status filter to 4 and 5." */
export const CRIME_CHECK_NEW_STATUS_IDS: readonly CrimeCheckStatusId[] = [4, 5];
/** "The incident filter sets the status filter to 6." */
export const CRIME_CHECK_INCIDENT_STATUS_IDS: readonly CrimeCheckStatusId[] = [6];

export type CrimeCheckAction =
  | 'take_into_process'
  | 'reply'
  | 'reject'
  | 'edit_reply'
  | 'create_incident'
  | 'switch_to_reply'
  | 'edit_rejection';

export type CrimeCheckTransition = {
  readonly from: CrimeCheckStatusId;
  readonly action: CrimeCheckAction;
  readonly to: CrimeCheckStatusId;
  /** Offered only to users without E22. */
  readonly withoutE22Only?: boolean;
  /** Offered only when no incident exists and the recipient is known. */
  readonly needsNoIncident?: boolean;
};

/** The dialog's transitions of spec 2 §4.3, for a mutable request. Others are not shown. */
export const CRIME_CHECK_TRANSITIONS: readonly CrimeCheckTransition[] = [
  { from: 4, action: 'take_into_process', to: 5 },
  { from: 2, action: 'take_into_process', to: 5, withoutE22Only: true },
  { from: 5, action: 'reply', to: 6 },
  { from: 5, action: 'reject', to: 7 },
  { from: 6, action: 'edit_reply', to: 6 },
  { from: 6, action: 'create_incident', to: 6, needsNoIncident: true },
  { from: 7, action: 'switch_to_reply', to: 6 },
  { from: 7, action: 'edit_rejection', to: 7 },
];

export type CrimeCheckActionContext = {
  readonly mutable: boolean;
  readonly hasE22: boolean;
  readonly hasIncident?: boolean;
  readonly recipientUnknown?: boolean;
};

function transitionAllowed(transition: CrimeCheckTransition, context: CrimeCheckActionContext): boolean {
  if (transition.withoutE22Only && context.hasE22) return false;
  if (transition.needsNoIncident && (context.hasIncident === true || context.recipientUnknown === true))
    return false;
  return true;
}

/** The actions the request dialog offers; none when the request is not mutable. */
export function allowedCrimeCheckActions(
  statusId: number,
  context: CrimeCheckActionContext,
): CrimeCheckAction[] {
  if (!context.mutable) return [];
  return CRIME_CHECK_TRANSITIONS.filter(
    (transition) => transition.from === statusId && transitionAllowed(transition, context),
  ).map((transition) => transition.action);
}

/** The status an action leads to, or null when the action is not allowed (the server's check). */
export function crimeCheckTransitionTarget(
  statusId: number,
  action: CrimeCheckAction,
  context: CrimeCheckActionContext,
): CrimeCheckStatusId | null {
  if (!context.mutable) return null;
  const transition = CRIME_CHECK_TRANSITIONS.find(
    (candidate) =>
      candidate.from === statusId && candidate.action === action && transitionAllowed(candidate, context),
  );
  return transition?.to ?? null;
}

/** Registry types of a request (spec 2 §3.14): 1 ERDR, 2 EO, 3 claim, 4 s102. */
export const REGISTRY_TYPES = [
  { id: 1, labelKey: 'registry_type_1' },
  { id: 2, labelKey: 'registry_type_2' },
  { id: 3, labelKey: 'registry_type_3' },
  { id: 4, labelKey: 'registry_type_4' },
] as const satisfies readonly { id: number; labelKey: MessageKey }[];
