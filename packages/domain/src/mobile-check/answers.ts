import { offersCallForwarding, type McsOperatorOrOther } from './operators.js';

/** The spec's SIM-change answers (spec 3 §4). */
export const SIM_CHANGED_ANSWERS = [
  'yes',
  'no',
  'not_active',
  'another_operator',
  'another_operator_or_not_active',
] as const;
export type SimChangedAnswer = (typeof SIM_CHANGED_ANSWERS)[number];

/** The spec's call-forwarding answers (spec 3 §4). */
export const CALL_FORWARDING_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type CallForwardingAnswer = (typeof CALL_FORWARDING_ANSWERS)[number];

/**
 * What an operator's CAMARA API said, reduced to what the answer depends on: a 200 with its
 * boolean (`swapped`, `active`), or an error's status and code (CAMARA ErrorInfo).
 */
export type CamaraOutcome =
  | { readonly kind: 'ok'; readonly value: boolean }
  | { readonly kind: 'error'; readonly status: number; readonly code: string };

/**
 * An error the operator answered about the number itself (not about the call): the check is
 * answered with it. Anything else (5xx, 401/403 after a fresh token, 429, 400) is the call's failure.
 */
export type CamaraNumberAnswer = { readonly status: number; readonly code: string };

/**
 * The SIM Swap answers mapped to the spec's wording (decision 0044). One row per CAMARA answer:
 * - 200 swapped true/false → yes / no;
 * - 404 IDENTIFIER_NOT_FOUND: the range's operator does not serve the number ('not served') → it was
 *   ported away: another operator;
 * - 422 SERVICE_NOT_APPLICABLE: the operator knows the number but no active subscription is on it →
 *   subscriber not active;
 * - 404 NOT_FOUND: the operator cannot say which of the two → another operator or not active (the
 *   ambiguous answer of spec 3 §4).
 */
export const SIM_SWAP_ERROR_ANSWERS: readonly (CamaraNumberAnswer & { readonly answer: SimChangedAnswer })[] =
  [
    { status: 404, code: 'IDENTIFIER_NOT_FOUND', answer: 'another_operator' },
    { status: 422, code: 'SERVICE_NOT_APPLICABLE', answer: 'not_active' },
    { status: 404, code: 'NOT_FOUND', answer: 'another_operator_or_not_active' },
  ];

/** The SIM-change answer of a SIM Swap outcome; null when the outcome is the call's failure. */
export function simChangedAnswerOf(outcome: CamaraOutcome): SimChangedAnswer | null {
  if (outcome.kind === 'ok') return outcome.value ? 'yes' : 'no';
  const row = SIM_SWAP_ERROR_ANSWERS.find((r) => r.status === outcome.status && r.code === outcome.code);
  return row?.answer ?? null;
}

/**
 * The call-forwarding answer: yes/no from the operator that offers the signal; unknown from the
 * others, from an operator that answered anything but 200, and when the number is not its
 * subscriber's.
 */
export function callForwardingAnswerOf(
  operator: McsOperatorOrOther,
  outcome: CamaraOutcome | null,
): CallForwardingAnswer {
  if (!offersCallForwarding(operator) || outcome === null || outcome.kind !== 'ok') return 'unknown';
  return outcome.value ? 'yes' : 'no';
}

/** Whether the SIM answer leaves the number with its range's operator (so call forwarding is asked). */
export function isServedByRangeOperator(answer: SimChangedAnswer): boolean {
  return answer === 'yes' || answer === 'no';
}

export const SIM_CHANGED_KEYS = {
  yes: 'mcs_sim_yes',
  no: 'mcs_sim_no',
  not_active: 'mcs_sim_not_active',
  another_operator: 'mcs_sim_another_operator',
  another_operator_or_not_active: 'mcs_sim_another_or_not_active',
} as const satisfies Record<SimChangedAnswer, string>;

export const CALL_FORWARDING_KEYS = {
  yes: 'mcs_cf_yes',
  no: 'mcs_cf_no',
  unknown: 'mcs_cf_unknown',
} as const satisfies Record<CallForwardingAnswer, string>;

/** CAMARA's maxAge (hours) for a search depth in days: days × 24, at most 2400. */
export function maxAgeHours(depthDays: number): number {
  return Math.min(2400, Math.max(1, Math.round(depthDays) * 24));
}

/**
 * How a check reached its answer (the spec's "route type"): asked the operator of the number's
 * range ('direct'); the range's operator said the number was ported ('ported'); no range matched
 * and nobody was asked ('none').
 */
export const MCS_ROUTES = ['direct', 'ported', 'none'] as const;
export type McsRoute = (typeof MCS_ROUTES)[number];
