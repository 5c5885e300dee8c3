import { z } from 'zod';
import { listQuerySchema } from '../list-query.js';
import type { MessageKey } from '../messages/index.js';
import { checkFptPhone, normalizePhone } from '../phone.js';
import { keepDigits } from '../text.js';
import {
  flag,
  idNumber,
  objectOf,
  oneOf,
  optionalIdNumber,
  optionalText,
  requiredText,
  reportOutcome,
  typeError,
} from '../zod-rules.js';
import { SIM_CHANGED_ANSWERS, CALL_FORWARDING_ANSWERS } from './answers.js';
import { MCS_OPERATORS, type McsOperatorOrOther } from './operators.js';
import { MCS_STATUSES } from './statuses.js';

/** Search depth in days (decision 0044): 1 to 100, so maxAge = days × 24 stays within CAMARA's 2400 h. */
export const MCS_DEPTH_MIN = 1;
export const MCS_DEPTH_MAX = 100;
export const MCS_DEPTH_DEFAULT = 30;

/** The number as the check keeps it: digits only, a Ukrainian number completed to 380XXXXXXXXX. */
export function normalizeMcsPhone(raw: string): string {
  return normalizePhone(keepDigits(raw));
}

export function checkMcsPhone(value: string): MessageKey | null {
  return checkFptPhone(value);
}

export function checkDepthDays(value: number): MessageKey | null {
  return Number.isInteger(value) && value >= MCS_DEPTH_MIN && value <= MCS_DEPTH_MAX
    ? null
    : 'mcs_depth_range';
}

/** `/check/create`: { phone, depth_days, consent }. */
export const mcsCheckCreateSchema = objectOf({
  phone: requiredText(checkMcsPhone, { normalize: normalizeMcsPhone, max: 40 }),
  depth_days: z
    .int({ error: typeError })
    .superRefine((value, ctx) => void reportOutcome(ctx, checkDepthDays(value))),
  consent: flag(),
});
export type McsCheckCreate = z.output<typeof mcsCheckCreateSchema>;

/** The operators that require the subscriber's consent unless configured otherwise: all three. */
export const MCS_CONSENT_REQUIRED_DEFAULT: readonly McsOperatorOrOther[] = MCS_OPERATORS;

/** A check without consent is refused for an operator that requires it. */
export function checkMcsConsent(
  operator: McsOperatorOrOther,
  consent: boolean,
  requiring: readonly McsOperatorOrOther[],
): MessageKey | null {
  return !consent && requiring.includes(operator) ? 'mcs_consent_required' : null;
}

export const mcsCheckIdSchema = objectOf({ id: idNumber() });

function isoDate(value: string): MessageKey | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'invalid_value';
}

/** The list filter: number (part of it), period (Kyiv dates yyyy-MM-dd), result, user, operator, status. */
const mcsCheckFilterObject = objectOf({
  phone: optionalText(undefined, { normalize: keepDigits, max: 15 }),
  date_from: optionalText(isoDate),
  date_to: optionalText(isoDate),
  sim_changed: oneOf(SIM_CHANGED_ANSWERS).nullish(),
  call_forwarding: oneOf(CALL_FORWARDING_ANSWERS).nullish(),
  status: oneOf(MCS_STATUSES).nullish(),
  operator: oneOf([...MCS_OPERATORS, 'other']).nullish(),
  user_id: optionalIdNumber(),
  org_id: optionalIdNumber(),
}).superRefine((filter, ctx) => {
  if (filter.date_from && filter.date_to && filter.date_from > filter.date_to)
    reportOutcome(ctx, 'invalid_value', ['date_to']);
});
export type McsCheckFilter = Partial<z.output<typeof mcsCheckFilterObject>>;
export const mcsCheckFilterSchema = mcsCheckFilterObject
  .nullish()
  .transform((filter): McsCheckFilter => filter ?? {});

export const MCS_SORT_FIELDS = ['created_at', 'phone', 'status', 'operator'] as const;

export const mcsCheckListQuerySchema = listQuerySchema(mcsCheckFilterSchema, MCS_SORT_FIELDS, {
  field: 'created_at',
  order: 'descend',
});
export type McsCheckListQuery = z.output<typeof mcsCheckListQuerySchema>;

/** The analytics filter: a period (required), the organisation (E1004 only) and the operator. */
export const mcsAnalyticsFilterSchema = objectOf({
  date_from: requiredText(isoDate),
  date_to: requiredText(isoDate),
  org_id: optionalIdNumber(),
  operator: oneOf([...MCS_OPERATORS, 'other']).nullish(),
}).superRefine((filter, ctx) => {
  if (filter.date_from > filter.date_to) reportOutcome(ctx, 'invalid_value', ['date_to']);
});
export type McsAnalyticsFilter = z.output<typeof mcsAnalyticsFilterSchema>;
