import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { AtmListRow } from './api.js';

/** The ATM list's columns: terminal, acquirer, place, address, description, updated. */
export const ATM_EXPORT_COLUMNS: readonly ExportColumn<AtmListRow>[] = [
  { title: 'column_term_id', value: (row) => row.term_id },
  { title: 'column_acquirer_name', value: (row) => row.org_name },
  { title: 'column_city', value: (row) => row.location_name },
  { title: 'column_address', value: (row) => row.location_address },
  { title: 'column_location_description', value: (row) => row.location_description },
  { title: 'column_updated', value: (row) => kyivTime(row.update_dt) },
];
