import type { z } from 'zod';
import { EMAIL_MAX_LENGTH, checkEmail } from '../email.js';
import type { MessageKey } from '../messages/index.js';
import { type SessionUserLike, hasAny } from '../permissions.js';
import { SMART_FORMAT_EXTENDED_CODE, type SmartFormatService } from './smart-format.js';
import { flag, idNumber, objectOf, requiredText } from '../zod-rules.js';

/** "Notification e-mail: required, max 100, a valid e-mail." */
export const notificationEmailSchema = requiredText((value) =>
  checkEmail(value, EMAIL_MAX_LENGTH.notification),
);

/** /issuer_config/set of the crc and fpt services (spec 2 §3.15). */
export const issuerConfigSetSchema = objectOf({
  id: idNumber(),
  iban_support: flag(),
  notification_email: notificationEmailSchema,
});
export type IssuerConfig = z.output<typeof issuerConfigSetSchema>;

export const issuerConfigGetSchema = objectOf({ id: idNumber() });

/** "saved only if changed". */
export function notificationEmailChanged(saved: string | null | undefined, edited: string): boolean {
  return (saved ?? '').trim() !== edited.trim();
}

/**
 * Who may flip an organisation's IBAN support in a service (spec 2 §2.8, spec 1 §6): only once the
 * administrator has granted the organisation IBAN access for that service, and then only its own
 * manager or a holder of the service's extended code (E1005 for fpt, E22 for crc) or the admin.
 */
export function checkIbanSupportSwitch(
  user: SessionUserLike,
  service: SmartFormatService,
  orgId: number,
  ibanAccess: boolean,
): MessageKey | null {
  if (!ibanAccess) return 'iban_access_not_granted';
  if (hasAny(user, [SMART_FORMAT_EXTENDED_CODE[service]])) return null;
  return user.roles.includes('manager') && user.org_id === orgId ? null : 'iban_switch_manager_only';
}
