import { INVOICE_STATUSES, checkPeriodFormat } from '@afx/domain';
import type { AddressFields } from '../../components/list';
import type { InvoiceFilter } from './invoiceApi';

/**
 * The filter in the address (?q.period_from=2026-09&q.status=paid…); the organisation only for
 * E1003, whose list spans every organisation (U1003 sees its own whatever the address says).
 */
export function invoiceAddressFields(mayChooseOrg: boolean): AddressFields<InvoiceFilter> {
  return {
    period_from: 'text',
    period_to: 'text',
    status: INVOICE_STATUSES,
    ...(mayChooseOrg ? { org_id: 'number' as const } : {}),
  };
}

const validPeriod = (value: string | undefined) =>
  value !== undefined && checkPeriodFormat(value) === null ? value : undefined;

/** The address's filter without a mistyped month, which the server would refuse. */
export function invoiceFilterOfAddress(filter: InvoiceFilter): InvoiceFilter {
  return withoutEmpty({
    ...filter,
    period_from: validPeriod(filter.period_from),
    period_to: validPeriod(filter.period_to),
  });
}

/** What the filter form holds. */
export interface InvoiceFilterValues {
  period_from?: string;
  period_to?: string;
  status?: InvoiceFilter['status'] | null;
  org_id?: number | null;
}

export const invoiceFilterValuesOf = (filter: InvoiceFilter): InvoiceFilterValues => ({
  period_from: filter.period_from ?? '',
  period_to: filter.period_to ?? '',
  status: filter.status ?? null,
  org_id: filter.org_id ?? null,
});

export function invoiceFilterOf(values: InvoiceFilterValues): InvoiceFilter {
  return withoutEmpty({
    period_from: values.period_from?.trim() || undefined,
    period_to: values.period_to?.trim() || undefined,
    status: values.status ?? undefined,
    org_id: values.org_id ?? undefined,
  });
}

function withoutEmpty(filter: InvoiceFilter): InvoiceFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as InvoiceFilter;
}
