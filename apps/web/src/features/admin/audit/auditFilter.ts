import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, rangeOfFilterDates, type DateRangeValue } from '../../../components/date-range';
import type { AddressFields } from '../../../components/list';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditFilter } from '../api/types';
import { compact, textOf } from '../shared/adminText';

/** The audit filter in the address (?q.entity_type=organisation&q.event_date_from=01.11.2026…). */
export const AUDIT_ADDRESS_FIELDS: AddressFields<AuditFilter> = {
  text: 'text',
  entity_type: AUDIT_ENTITY_TYPES,
  action: 'text',
  actor_user_id: 'number',
  org_id: 'number',
  event_date_from: 'text',
  event_date_to: 'text',
};

export interface AuditFilterValues {
  text?: string;
  entity_type?: AuditEntityType | null;
  action?: string | null;
  actor_user_id?: number | null;
  org_id?: number | null;
  period?: DateRangeValue;
}

export const auditFilterValuesOf = (filter: AuditFilter): AuditFilterValues => ({
  text: filter.text,
  entity_type: filter.entity_type ?? null,
  action: filter.action ?? null,
  actor_user_id: filter.actor_user_id ?? null,
  org_id: filter.org_id ?? null,
  period: rangeOfFilterDates(filter.event_date_from, filter.event_date_to),
});

const day = (value: Dayjs | undefined): string | undefined => value?.format(DATE_FORMAT);

export function auditFilterOf(values: AuditFilterValues): AuditFilter {
  return compact({
    text: textOf(values.text),
    entity_type: values.entity_type ?? undefined,
    action: values.action ?? undefined,
    actor_user_id: values.actor_user_id ?? undefined,
    org_id: values.org_id ?? undefined,
    event_date_from: day(values.period?.[0]),
    event_date_to: day(values.period?.[1]),
  });
}

/** The actions to choose from: the entity type's, or every action once. */
export function actionsOf(entityType: AuditEntityType | null | undefined): string[] {
  if (entityType) return [...AUDIT_ACTIONS[entityType]];
  return [...new Set(AUDIT_ENTITY_TYPES.flatMap((type) => AUDIT_ACTIONS[type]))];
}
