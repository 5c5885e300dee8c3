import { CCI_RESULT_FILTERS, type CciRequestFilter } from '@afx/domain';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, rangeOfFilterDates, type DateRangeValue } from '../../components/date-range';
import type { AddressFields } from '../../components/list';

/** The log's filter as the list sends it. */
export type CciFilter = Partial<Omit<CciRequestFilter, 'org_id'>>;

/** The filter in the address (?q.result=timeout&q.card_last4=1234…). */
export const CCI_ADDRESS_FIELDS: AddressFields<CciFilter> = {
  date_from: 'text',
  date_to: 'text',
  result: CCI_RESULT_FILTERS,
  user_id: 'number',
  card_last4: 'text',
};

export interface CciFilterValues {
  period?: DateRangeValue;
  result?: CciFilter['result'] | null;
  user_id?: number | null;
  card_last4?: string;
}

export const cciFilterValuesOf = (filter: CciFilter): CciFilterValues => ({
  period: rangeOfFilterDates(filter.date_from, filter.date_to),
  result: filter.result ?? null,
  user_id: filter.user_id ?? null,
  card_last4: filter.card_last4 ?? '',
});

const day = (value: Dayjs | null | undefined): string | undefined => value?.format(DATE_FORMAT);

export function cciFilterOf(values: CciFilterValues): CciFilter {
  const filter: CciFilter = {
    date_from: day(values.period?.[0]),
    date_to: day(values.period?.[1]),
    result: values.result ?? undefined,
    user_id: values.user_id ?? undefined,
    card_last4: values.card_last4?.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as CciFilter;
}
