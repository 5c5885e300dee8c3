import { FPT_FRAUD_TYPES, fptFraudTypeIn, fptStatusNameKey, translate } from '@afx/domain';
import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { AlertListItem } from './api.js';

const fraudTypeShortName = (id: number, locale: Parameters<typeof fptFraudTypeIn>[1]) => {
  const type = FPT_FRAUD_TYPES.find((candidate) => candidate.id === id);
  return type ? fptFraudTypeIn(type, locale).short_name : null;
};

/** The alert lists' columns (spec 2 §2.2), as the screen shows them. */
export const FPT_ALERT_EXPORT_COLUMNS: readonly ExportColumn<AlertListItem>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_alert_time', value: (row) => kyivTime(row.request_dt) },
  { title: 'column_sender', value: (row) => row.sender_number },
  {
    title: 'column_sender_issuer',
    value: (row, locale) => row.sender_issuer_org_name ?? translate('unknown_issuer', locale),
  },
  { title: 'column_recipient', value: (row) => row.recipient_number },
  {
    title: 'column_recipient_issuer',
    value: (row, locale) => row.recipient_issuer_org_name ?? translate('unknown_issuer', locale),
  },
  { title: 'column_tran_time', value: (row) => kyivTime(row.tran_time) },
  { title: 'column_tran_count', value: (row) => row.tran_count },
  { title: 'column_total_amount', value: (row) => row.total_amount },
  { title: 'column_currency', value: (row) => row.currency_code },
  { title: 'column_fraud_type', value: (row, locale) => fraudTypeShortName(row.fraud_type_id, locale) },
  { title: 'column_status', value: (row, locale) => translate(fptStatusNameKey(row.status_id), locale) },
  { title: 'column_employee', value: (row) => row.creator_user_name },
];
