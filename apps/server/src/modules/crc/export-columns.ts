import { crimeCheckStatusNameKey, translate } from '@afx/domain';
import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { RequestRowView } from './api.js';

/** The client list's columns (spec 2 §2.6), as the screen shows them, with the due date. */
export const CRC_REQUEST_EXPORT_COLUMNS: readonly ExportColumn<RequestRowView>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_request_time', value: (row) => kyivTime(row.request_dt) },
  { title: 'column_reg_number', value: (row) => row.reg_number },
  { title: 'column_sender', value: (row) => row.sender_number },
  {
    title: 'column_sender_issuer',
    value: (row, locale) => row.sender_issuer_name ?? translate('unknown_issuer', locale),
  },
  { title: 'column_recipient', value: (row) => row.recipient_number },
  {
    title: 'column_recipient_issuer',
    value: (row, locale) => row.recipient_issuer_name ?? translate('unknown_issuer', locale),
  },
  { title: 'column_tran_time', value: (row) => kyivTime(row.tran_time) },
  { title: 'column_tran_count', value: (row) => row.tran_count },
  { title: 'column_total_amount', value: (row) => row.total_amount },
  { title: 'column_currency', value: (row) => row.currency_code },
  { title: 'column_alert_source', value: (row) => row.alert_source_name },
  {
    title: 'column_status',
    value: (row, locale) => translate(crimeCheckStatusNameKey(row.status_id), locale),
  },
  { title: 'column_due_date', value: (row) => kyivTime(row.due_dt) },
  { title: 'column_employee', value: (row) => row.last_user_name },
];
