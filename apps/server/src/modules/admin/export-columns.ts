import { auditActionName, auditFieldName, type Locale, type MessageKey, translate } from '@afx/domain';
import { type ExportColumn, kyivTime, yesNo } from '../../platform/export/columns.js';
import type { ApiClientView, AuditEntryView, OrganisationView } from './api.js';

const SERVICES = ['fpt', 'crc', 'card_info', 'mobile_check'] as const;

/** The organisations list's columns. */
export const ORGANISATION_EXPORT_COLUMNS: readonly ExportColumn<OrganisationView>[] = [
  { title: 'column_id', value: (row) => row.id },
  { title: 'column_name', value: (row) => row.name },
  { title: 'column_short_name', value: (row) => row.short_name },
  { title: 'column_type', value: (row, locale) => translate(`export_org_type_${row.type}`, locale) },
  { title: 'column_country', value: (row) => row.country },
  { title: 'column_edrpou', value: (row) => row.edrpou },
  { title: 'column_mfo', value: (row) => row.mfo },
  { title: 'column_email_domains', value: (row) => row.email_domains.join(', ') },
  { title: 'column_monitoring_email', value: (row) => row.monitoring_email },
  { title: 'column_notification_email', value: (row) => row.notification_email },
  {
    title: 'column_services',
    value: (row, locale) =>
      SERVICES.filter((service) => row.services[service])
        .map((service) => translate(`service_${service}` as MessageKey, locale))
        .join(', '),
  },
  { title: 'column_active', value: (row, locale) => yesNo(row.active, locale) },
  { title: 'column_users_count', value: (row) => row.users_count },
  { title: 'column_created', value: (row) => kyivTime(row.created_at) },
];

/** The API clients list's columns. */
export const API_CLIENT_EXPORT_COLUMNS: readonly ExportColumn<ApiClientView>[] = [
  { title: 'column_client_id', value: (row) => row.client_id },
  { title: 'column_name', value: (row) => row.name },
  { title: 'column_org_name', value: (row) => row.org_name },
  { title: 'column_permissions', value: (row) => row.permissions.join(', ') },
  { title: 'column_active', value: (row, locale) => yesNo(row.active, locale) },
  { title: 'column_created', value: (row) => kyivTime(row.created_at) },
  { title: 'column_last_used', value: (row) => kyivTime(row.last_used_at) },
];

const changesText = (row: AuditEntryView, locale: Locale): string | null => {
  if (!row.readable_changes) return null;
  return Object.entries(row.readable_changes)
    .map(([field, [before, after]]) => `${auditFieldName(field, locale)}: ${before ?? '—'} → ${after ?? '—'}`)
    .join('; ');
};

/** The audit log's columns. */
export const AUDIT_EXPORT_COLUMNS: readonly ExportColumn<AuditEntryView>[] = [
  { title: 'column_event_time', value: (row) => kyivTime(row.event_dt) },
  { title: 'column_actor', value: (row) => row.actor.name },
  { title: 'column_actor_org', value: (row) => row.actor.org_name },
  {
    title: 'column_entity_type',
    value: (row, locale) => translate(`audit_entity_${row.entity_type}`, locale),
  },
  { title: 'column_entity_key', value: (row) => row.entity_label ?? row.entity_key },
  { title: 'column_subject_org', value: (row) => row.subject_org_name },
  { title: 'column_action', value: (row, locale) => auditActionName(row.entity_type, row.action, locale) },
  { title: 'column_reason', value: (row) => row.notes },
  { title: 'column_changes', value: changesText },
];
