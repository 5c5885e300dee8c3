import { INVOICE_STATUS_KEYS, formatKopecks, translate } from '@afx/domain';
import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { InvoiceRow } from './api.js';
import { periodText } from './pdf.js';

/** The invoice list's columns, as the screen shows them; amounts in hryvnias. */
export const INVOICE_EXPORT_COLUMNS: readonly ExportColumn<InvoiceRow>[] = [
  { title: 'invoice_number', value: (row) => row.number },
  { title: 'invoice_organisation', value: (row) => row.org_name },
  { title: 'invoice_period', value: (row) => periodText(row.period) },
  { title: 'invoice_issued_on', value: (row) => kyivTime(row.issued_at) },
  { title: 'invoice_net', value: (row, locale) => formatKopecks(row.net, locale) },
  { title: 'invoice_total', value: (row, locale) => formatKopecks(row.total, locale) },
  { title: 'invoice_status', value: (row, locale) => translate(INVOICE_STATUS_KEYS[row.status], locale) },
  { title: 'invoice_paid_on', value: (row) => row.paid_date },
  { title: 'invoice_cancel_reason', value: (row) => row.cancel_reason },
];
