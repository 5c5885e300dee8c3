import { isMessageKey, type Locale, type MessageKey, translate } from '../messages/index.js';
import {
  ADMIN_HISTORY_ACTIONS,
  ADMIN_HISTORY_ENTITY_TYPES,
  type AdminHistoryEntityType,
} from '../users/user-status.js';

/**
 * Where an action's name is looked up when its own entity type has no word for it (an entry
 * without a type, or one of another type): the order the audit log has always used, so a bare
 * 'create' reads "created" rather than a user's "invited".
 */
const FALLBACK_ORDER: readonly AdminHistoryEntityType[] = [
  'organisation',
  'api_client',
  'service_endpoint',
  'invoice',
  'invoice_tariff',
  'user',
];

const isEntityType = (value: unknown): value is AdminHistoryEntityType =>
  (ADMIN_HISTORY_ENTITY_TYPES as readonly unknown[]).includes(value);

const ownActionKey = (entityType: AdminHistoryEntityType, action: string): MessageKey | null => {
  if (!(ADMIN_HISTORY_ACTIONS[entityType] as readonly string[]).includes(action)) return null;
  const key = `audit_action_${entityType}_${action}`;
  return isMessageKey(key) ? key : null;
};

/**
 * The message naming an audit entry's action: the entity type's own word for it, else the first
 * type that has the action, else null (the caller shows the code).
 */
export function auditActionKey(entityType: string | null | undefined, action: string): MessageKey | null {
  const own = isEntityType(entityType) ? ownActionKey(entityType, action) : null;
  if (own) return own;
  for (const type of FALLBACK_ORDER) {
    const key = ownActionKey(type, action);
    if (key) return key;
  }
  return null;
}

/** The message naming a changed field of the audit log ('status' → "Status"), else null. */
export function auditFieldKey(field: string): MessageKey | null {
  const key = `audit_field_${field}`;
  return isMessageKey(key) ? key : null;
}

/** An audit entry's action in words (`auditActionKey`), or its code when nothing names it. */
export function auditActionName(
  entityType: string | null | undefined,
  action: string,
  locale: Locale,
): string {
  const key = auditActionKey(entityType, action);
  return key ? translate(key, locale) : action;
}

/** A changed field's name in words (`auditFieldKey`), or the field as stored when nothing names it. */
export function auditFieldName(field: string, locale: Locale): string {
  const key = auditFieldKey(field);
  return key ? translate(key, locale) : field;
}
