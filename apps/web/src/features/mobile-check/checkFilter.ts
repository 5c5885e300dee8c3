import {
  ANOTHER_OPERATOR,
  CALL_FORWARDING_ANSWERS,
  MCS_OPERATORS,
  SIM_CHANGED_ANSWERS,
  fromIsoDate,
  type McsCheckFilter,
} from '@afx/domain';
import type { Dayjs } from 'dayjs';
import { rangeOfFilterDates, type DateRangeValue } from '../../components/date-range';
import type { AddressFields } from '../../components/list';

/** The check list's filter as the list sends it: the API's days are yyyy-MM-dd. */
export type ChecksFilter = Omit<McsCheckFilter, 'org_id' | 'status'>;

/** The operators a check may have been routed to, the numbers of none of them last. */
export const OPERATOR_FILTERS = [...MCS_OPERATORS, ANOTHER_OPERATOR] as const;

/** The filter in the address (?q.phone=050&q.sim_changed=yes&q.date_from=2026-11-01…). */
export const CHECKS_ADDRESS_FIELDS: AddressFields<ChecksFilter> = {
  phone: 'text',
  date_from: 'text',
  date_to: 'text',
  sim_changed: SIM_CHANGED_ANSWERS,
  call_forwarding: CALL_FORWARDING_ANSWERS,
  operator: OPERATOR_FILTERS,
  user_id: 'number',
};

/** What the filter form holds. */
export interface ChecksFilterValues {
  phone?: string;
  period?: DateRangeValue;
  sim_changed?: ChecksFilter['sim_changed'];
  call_forwarding?: ChecksFilter['call_forwarding'];
  operator?: ChecksFilter['operator'];
  user_id?: number | null;
}

/** A day of the address, only when it is a real yyyy-MM-dd day (the server refuses the rest). */
const validDay = (value: string | undefined) => (value && fromIsoDate(value) ? value : undefined);

/** The address's filter without a mistyped day. */
export const checksFilterOfAddress = (filter: ChecksFilter): ChecksFilter =>
  withoutEmpty({ ...filter, date_from: validDay(filter.date_from), date_to: validDay(filter.date_to) });

export const checksFilterValuesOf = (filter: ChecksFilter): ChecksFilterValues => ({
  phone: filter.phone ?? '',
  // The picker shows dd.MM.yyyy; the address keeps the API's yyyy-MM-dd.
  period: rangeOfFilterDates(
    fromIsoDate(filter.date_from ?? '') ?? undefined,
    fromIsoDate(filter.date_to ?? '') ?? undefined,
  ),
  sim_changed: filter.sim_changed ?? null,
  call_forwarding: filter.call_forwarding ?? null,
  operator: filter.operator ?? null,
  user_id: filter.user_id ?? null,
});

const isoDay = (value: Dayjs | null | undefined): string | undefined => value?.format('YYYY-MM-DD');

export function checksFilterOf(values: ChecksFilterValues): ChecksFilter {
  return withoutEmpty({
    phone: values.phone?.replace(/\D/g, '') || undefined,
    date_from: isoDay(values.period?.[0]),
    date_to: isoDay(values.period?.[1]),
    sim_changed: values.sim_changed ?? undefined,
    call_forwarding: values.call_forwarding ?? undefined,
    operator: values.operator ?? undefined,
    user_id: values.user_id ?? undefined,
  });
}

function withoutEmpty(filter: ChecksFilter): ChecksFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null));
}
