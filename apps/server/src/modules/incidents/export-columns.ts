import { translate } from '@afx/domain';
import { type ExportColumn, kyivTime, phoneList } from '../../platform/export/columns.js';
import type { CasinoRow, CategoryDomainView, IncidentListRow } from './api.js';

/** The incident list's columns, in the screen's order (spec 1 §2). */
export const INCIDENT_EXPORT_COLUMNS: readonly ExportColumn<IncidentListRow>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_event_date', value: (row) => row.event_date },
  { title: 'column_organisation', value: (row) => row.creator_org_name },
  { title: 'column_category', value: (row) => row.domain_name },
  { title: 'column_section', value: (row) => row.category_name },
  { title: 'column_group', value: (row) => row.group_id },
  { title: 'column_fullname', value: (row) => row.fullname },
  { title: 'column_inn', value: (row) => row.inn },
  { title: 'column_phones', value: (row) => phoneList(row.phones.map((phone) => phone.number)) },
  { title: 'column_passport', value: (row) => row.passport_id },
  { title: 'column_edrpou', value: (row) => row.egrpou },
  { title: 'column_org_name', value: (row) => row.org_name },
];

/** The illegal-casino list's columns. */
export const CASINO_EXPORT_COLUMNS: readonly ExportColumn<CasinoRow>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_event_date', value: (row) => row.event_date },
  { title: 'column_url', value: (row) => row.url },
  { title: 'column_description', value: (row) => row.description },
  { title: 'column_organisation', value: (row) => row.creator_org_name },
  {
    title: 'column_state',
    value: (row, locale) => translate(row.active ? 'export_active' : 'export_inactive', locale),
  },
  { title: 'column_changed', value: (row) => kyivTime(row.update_dt) },
];

/** The category-domains of the categories screen. */
export const CATEGORY_DOMAIN_EXPORT_COLUMNS: readonly ExportColumn<CategoryDomainView>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_category', value: (row) => row.name },
  { title: 'column_section', value: (row) => row.category_name },
  { title: 'column_description', value: (row) => row.description },
  {
    title: 'column_state',
    value: (row, locale) => (row.active ? null : translate('export_archived', locale)),
  },
];
