import {
  CALL_FORWARDING_KEYS,
  MCS_OPERATOR_NAMES,
  MCS_STATUS_KEYS,
  SIM_CHANGED_KEYS,
  formatPhone,
  translate,
} from '@afx/domain';
import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { McsCheckView } from './api.js';

/** The check list's columns, as the screen shows them. */
export const MCS_CHECK_EXPORT_COLUMNS: readonly ExportColumn<McsCheckView>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'mcs_column_created', value: (row) => kyivTime(row.created_at) },
  { title: 'mcs_column_phone', value: (row) => formatPhone(row.phone) },
  { title: 'mcs_column_operator', value: (row) => MCS_OPERATOR_NAMES[row.operator] },
  { title: 'mcs_column_depth', value: (row) => row.depth_days },
  {
    title: 'mcs_column_consent',
    value: (row, locale) => translate(row.consent ? 'export_yes' : 'export_no', locale),
  },
  { title: 'mcs_column_status', value: (row, locale) => translate(MCS_STATUS_KEYS[row.status], locale) },
  {
    title: 'mcs_column_sim',
    value: (row, locale) => (row.sim_changed ? translate(SIM_CHANGED_KEYS[row.sim_changed], locale) : null),
  },
  { title: 'mcs_column_sim_date', value: (row) => kyivTime(row.sim_changed_at) },
  {
    title: 'mcs_column_cf',
    value: (row, locale) =>
      row.call_forwarding ? translate(CALL_FORWARDING_KEYS[row.call_forwarding], locale) : null,
  },
  { title: 'mcs_column_user', value: (row) => row.user_name },
  { title: 'mcs_column_org', value: (row) => row.org_name },
];
