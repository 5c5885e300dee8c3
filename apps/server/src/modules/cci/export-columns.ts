import { CCI_STATUS_KEYS, translate } from '@afx/domain';
import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { CciRequestView } from './api.js';

/** The request log's columns, as the screen shows them. */
export const CCI_REQUEST_EXPORT_COLUMNS: readonly ExportColumn<CciRequestView>[] = [
  { title: 'column_request_time', value: (row) => kyivTime(row.created_at) },
  { title: 'column_organisation', value: (row) => row.org_name },
  { title: 'column_cci_user', value: (row) => row.user_name },
  { title: 'column_card', value: (row) => row.pan_masked },
  { title: 'column_issuer_name', value: (row) => row.issuer_name },
  { title: 'column_cci_tran_date', value: (row) => row.tran_date },
  { title: 'column_cci_amount', value: (row) => row.amount },
  { title: 'column_cci_applicant', value: (row) => row.applicant_name },
  {
    title: 'column_cci_outcome',
    value: (row, locale) =>
      row.status
        ? translate(CCI_STATUS_KEYS[row.status], locale)
        : translate(row.failure ? `cci_reason_${row.failure}` : 'cci_outcome_failed', locale),
  },
  { title: 'column_cci_duration', value: (row) => row.duration_ms },
];
