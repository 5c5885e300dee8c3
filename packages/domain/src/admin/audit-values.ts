import {
  formatKopecks,
  INVOICE_STATUS_KEYS,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from '../invoices/invoice.js';
import { type Locale, type MessageKey, translate } from '../messages/index.js';
import { ROLE_LABEL_KEYS, type Role } from '../permissions.js';
import { isUserStatus, USER_STATUS_LABEL_KEYS, type AdminHistoryEntityType } from '../users/user-status.js';

const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value);

const KOPECKS = /^-?\d{1,15}$/;

/** A stored amount in kopecks as hryvnias ('3 000,00'); anything else as it is. */
const hryvnias = (value: string, locale: Locale): string =>
  KOPECKS.test(value) ? formatKopecks(Number(value), locale) : value;

const named = (key: MessageKey | undefined, value: string, locale: Locale): string =>
  key ? translate(key, locale) : value;

/**
 * A value of the administrative history as people read it, where the stored one is a code or an
 * amount: a user's status and role, an invoice's status, a total or a tariff's price in hryvnias.
 * `value` is the history's readable text (readable-changes); other fields pass as they are.
 */
export function auditValueWords(
  entity: AdminHistoryEntityType | string,
  field: string,
  value: string | null,
  locale: Locale,
): string | null {
  if (value === null) return null;
  if (entity === 'user' && field === 'status' && isUserStatus(value)) {
    return translate(USER_STATUS_LABEL_KEYS[value], locale);
  }
  if (entity === 'user' && field === 'role') {
    return named(
      Object.hasOwn(ROLE_LABEL_KEYS, value) ? ROLE_LABEL_KEYS[value as Role] : undefined,
      value,
      locale,
    );
  }
  if (entity === 'invoice' && field === 'status' && isInvoiceStatus(value)) {
    return translate(INVOICE_STATUS_KEYS[value], locale);
  }
  if ((entity === 'invoice' && field === 'total') || (entity === 'invoice_tariff' && field === 'price')) {
    return hryvnias(value, locale);
  }
  return value;
}
