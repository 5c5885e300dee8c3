import type { z } from 'zod';
import { checkPastDate, toIsoDate } from '../dates.js';
import { numberFilterField } from '../fpt/filters.js';
import { STATUS_FILTER_MAX_ITEMS } from '../constants.js';
import { listQuerySchema } from '../list-query.js';
import { checkRegistrationNumber, checkRequestId } from '../shared-rules.js';
import {
  flag,
  idNumber,
  listOf,
  objectOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
} from '../zod-rules.js';
import { CRIME_CHECK_STATUS } from './statuses.js';

/** "notes and URL up to 100 characters" (spec 2 §5.3). */
export const CRIME_CHECK_FILTER_TEXT_MAX = 100;

/** Crime Check client list filter (spec 2 §2.6, §5.3). */
export function makeCrimeCheckFilterSchema(now: () => Date = () => new Date()) {
  const pastDate = (value: string) => checkPastDate(value, now());
  return objectOf({
    id: optionalText(checkRequestId),
    recipient_number: numberFilterField(),
    sender_number: numberFilterField(),
    sender_issuer_id: optionalIdNumber(),
    recipient_issuer_id: optionalIdNumber(),
    status: listOf(idNumber(), STATUS_FILTER_MAX_ITEMS)
      .nullish()
      .transform((list) => list ?? []),
    incident_created: flag().nullish(),
    last_user_id: optionalIdNumber(),
    request_date_from: optionalText(pastDate),
    request_date_to: optionalText(pastDate),
    reg_number: optionalText(checkRegistrationNumber),
    notes: optionalText(undefined, { max: CRIME_CHECK_FILTER_TEXT_MAX }),
    url: optionalText(undefined, { max: CRIME_CHECK_FILTER_TEXT_MAX }),
  }).superRefine((filter, ctx) => {
    const from = filter.request_date_from ? toIsoDate(filter.request_date_from) : null;
    const to = filter.request_date_to ? toIsoDate(filter.request_date_to) : null;
    if (from && to && from > to) reportOutcome(ctx, 'invalid_value', ['request_date_to']);
  });
}

export const crimeCheckFilterSchema = makeCrimeCheckFilterSchema();
export type CrimeCheckFilter = z.output<typeof crimeCheckFilterSchema>;

/**
 * The filter the server applies: "When a request id is given, the other filters are cleared";
 * the recipient-issuer filter and status 1 need E22.
 */
export function effectiveCrimeCheckFilter(
  filter: CrimeCheckFilter,
  options: { readonly hasE22: boolean },
): Partial<CrimeCheckFilter> {
  if (filter.id) return { id: filter.id };
  if (options.hasE22) return filter;
  const { recipient_issuer_id: _recipientIssuer, ...rest } = filter;
  const status = rest.status.filter((id) => id !== CRIME_CHECK_STATUS.unknownIssuer);
  // Asked for status 1 alone: nothing, not every status (an empty status filter means all).
  if (rest.status.length > 0 && status.length === 0) return { ...rest, status: [...NO_STATUS] };
  return { ...rest, status };
}

/** A status no request has: the filter that matches nothing. */
const NO_STATUS = [0] as const;

export const CRIME_CHECK_SORT_FIELDS = ['request_dt'] as const;

export const crimeCheckListQuerySchema = listQuerySchema(
  crimeCheckFilterSchema.nullish().transform((filter) => filter ?? crimeCheckFilterSchema.parse({})),
  CRIME_CHECK_SORT_FIELDS,
  { field: 'request_dt', order: 'descend' },
);
