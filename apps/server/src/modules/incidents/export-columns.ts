import { type Locale, isIncidentDetailField, translate } from '@afx/domain';
import { type ExportColumn, kyivTime, phoneList } from '../../platform/export/columns.js';
import type { CasinoRow, CategoryDomainView, IncidentListRow } from './api.js';

/**
 * The incident list's columns, in the screen's order (apps/web incidentColumns.tsx): the masked
 * card analysts search by, and no group id (the list leaves it to the incident, decision 0026).
 */
export const INCIDENT_EXPORT_COLUMNS: readonly ExportColumn<IncidentListRow>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_event_date', value: (row) => row.event_date },
  { title: 'column_organisation', value: (row) => row.creator_org_name },
  { title: 'column_category', value: (row) => row.domain_name },
  { title: 'column_section', value: (row) => row.category_name },
  { title: 'column_fullname', value: (row) => row.fullname },
  { title: 'column_inn', value: (row) => row.inn },
  { title: 'column_phones', value: (row) => phoneList(row.phones.map((phone) => phone.number)) },
  { title: 'column_card', value: (row) => row.pan_masked },
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

/** An incident field as the categories list names it; an unknown name as it is. */
function fieldLabel(field: string, locale: Locale): string {
  return isIncidentDetailField(field) ? translate(`export_field_${field}`, locale) : field;
}

/** 'a + b' per required set; with several sets each after its name ('set 1: a + b'), one per line. */
function requiredSetsText(sets: CategoryDomainView['required_sets'], locale: Locale): string {
  return sets
    .map((set) => {
      const fields = set.fields.map((field) => fieldLabel(field, locale)).join(' + ');
      return sets.length > 1 ? `${set.name}: ${fields}` : fields;
    })
    .join('\n');
}

/** The category-domains of the categories screen, with the form fields and required sets it shows. */
export const CATEGORY_DOMAIN_EXPORT_COLUMNS: readonly ExportColumn<CategoryDomainView>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_category', value: (row) => row.name },
  { title: 'column_section', value: (row) => row.category_name },
  { title: 'column_description', value: (row) => row.description },
  {
    title: 'column_state',
    value: (row, locale) => (row.active ? null : translate('export_archived', locale)),
  },
  {
    title: 'column_form_fields',
    value: (row, locale) => row.fields.map((field) => fieldLabel(field, locale)).join(', '),
  },
  { title: 'column_required_sets', value: (row, locale) => requiredSetsText(row.required_sets, locale) },
];
