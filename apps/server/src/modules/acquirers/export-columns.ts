import { type ExportColumn, kyivTime } from '../../platform/export/columns.js';
import type { AcquirerIdView } from './api.js';

/** The acquirer ID list's columns: id, system, organisation, country, notes, updated. */
export const ACQUIRER_ID_EXPORT_COLUMNS: readonly ExportColumn<AcquirerIdView>[] = [
  { title: 'column_acquirer_id', value: (row) => row.id },
  { title: 'column_system', value: (row) => row.card_system_name },
  { title: 'column_org_name', value: (row) => row.org_name },
  { title: 'column_country', value: (row) => row.org_country_name },
  { title: 'column_notes', value: (row) => row.notes },
  { title: 'column_updated', value: (row) => kyivTime(row.update_dt) },
];
