import { translate } from '@afx/domain';
import { type ExportColumn, kyivTime, yesNo } from '../../platform/export/columns.js';
import type { BinView } from './api.js';

/** The BIN list's columns (spec 3 §2.2): BIN, ICA/BID, system, issuer, country, flags, notes, updated. */
export const BIN_EXPORT_COLUMNS: readonly ExportColumn<BinView>[] = [
  { title: 'column_bin', value: (row) => row.bin },
  { title: 'column_ica_bid', value: (row) => row.bid ?? row.ica },
  { title: 'column_system', value: (row) => row.card_system_name },
  { title: 'column_issuer_name', value: (row) => row.org_name },
  { title: 'column_country', value: (row) => row.org_country_name },
  { title: 'column_prepaid', value: (row, locale) => yesNo(row.prepaid, locale) },
  {
    title: 'column_token',
    value: (row, locale) =>
      row.token === null ? null : translate(row.token ? 'export_token' : 'export_card', locale),
  },
  { title: 'column_notes', value: (row) => row.notes },
  { title: 'column_updated', value: (row) => kyivTime(row.update_dt) },
];
