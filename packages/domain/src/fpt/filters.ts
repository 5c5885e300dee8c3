import type { z } from 'zod';
import { checkPastDate, toIsoDate } from '../dates.js';
import { STATUS_FILTER_MAX_ITEMS } from '../constants.js';
import { listQuerySchema } from '../list-query.js';
import { checkNumberFilter, normalizeNumberFilterInput, NUMBER_FILTER_MAX_LENGTH } from '../pan-or-iban.js';
import {
  flag,
  idNumber,
  listOf,
  objectOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
} from '../zod-rules.js';
import { FPT_INCIDENT_ELIGIBLE_STATUS_IDS } from './statuses.js';

export const ALERT_ID_FILTER_MAX_LENGTH = 80;

/** A number filter: masked on input, then 16-19 digits or two letters plus 13-32 digits. */
export function numberFilterField() {
  return optionalText(checkNumberFilter, {
    normalize: normalizeNumberFilterInput,
    max: NUMBER_FILTER_MAX_LENGTH,
  });
}

function dateRangeFields(now: () => Date) {
  const pastDate = (value: string) => checkPastDate(value, now());
  return { request_date_from: optionalText(pastDate), request_date_to: optionalText(pastDate) };
}

function checkDateRange(
  range: { readonly request_date_from?: string | undefined; readonly request_date_to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const from = range.request_date_from ? toIsoDate(range.request_date_from) : null;
  const to = range.request_date_to ? toIsoDate(range.request_date_to) : null;
  if (from && to && from > to) reportOutcome(ctx, 'invalid_value', ['request_date_to']);
}

function outboundShape(now: () => Date) {
  return {
    id: optionalText(undefined, { max: ALERT_ID_FILTER_MAX_LENGTH }),
    sender_number: numberFilterField(),
    recipient_number: numberFilterField(),
    status: listOf(idNumber(), STATUS_FILTER_MAX_ITEMS)
      .nullish()
      .transform((list) => list ?? []),
    recipient_issuer_org_id: optionalIdNumber(),
    creator_id: optionalIdNumber(),
    prevented_fraud: flag().nullish(),
    ...dateRangeFields(now),
  };
}

/** Outbound alert list filter (spec 2 §2.2, §5.2, §7.1). */
export function makeOutboundFilterSchema(now: () => Date = () => new Date()) {
  return objectOf(outboundShape(now)).superRefine(checkDateRange);
}

/** Inbound alert list filter: the outbound one plus sender, last user and incident presence. */
export function makeInboundFilterSchema(now: () => Date = () => new Date()) {
  return objectOf({
    ...outboundShape(now),
    sender_org_id: optionalIdNumber(),
    last_user_id: optionalIdNumber(),
    incident_created: flag().nullish(),
  }).superRefine(checkDateRange);
}

export type OutboundFilter = z.output<ReturnType<typeof makeOutboundFilterSchema>>;
export type InboundFilter = z.output<ReturnType<typeof makeInboundFilterSchema>>;

/** "Entering an alert id disables all other filters." */
export function effectiveAlertFilter<F extends { readonly id?: string | undefined }>(filter: F): Partial<F> {
  return filter.id ? ({ id: filter.id } as Partial<F>) : filter;
}

/** "Filtering by incident present or absent sets the status filter to the eligible statuses." */
export function statusFilterForIncidentFilter(
  incidentCreated: boolean | null | undefined,
  current: readonly number[],
): number[] {
  return incidentCreated === true || incidentCreated === false
    ? [...FPT_INCIDENT_ELIGIBLE_STATUS_IDS]
    : [...current];
}

export const FPT_SORT_FIELDS = ['request_dt', 'sender_number', 'recipient_number'] as const;

export const outboundListQuerySchema = listQuerySchema(
  makeOutboundFilterSchema()
    .nullish()
    .transform((filter) => filter ?? makeOutboundFilterSchema().parse({})),
  FPT_SORT_FIELDS,
  { field: 'request_dt', order: 'descend' },
);

export const inboundListQuerySchema = listQuerySchema(
  makeInboundFilterSchema()
    .nullish()
    .transform((filter) => filter ?? makeInboundFilterSchema().parse({})),
  FPT_SORT_FIELDS,
  { field: 'request_dt', order: 'descend' },
);
