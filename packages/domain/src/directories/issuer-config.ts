import type { z } from 'zod';
import { EMAIL_MAX_LENGTH, checkEmail } from '../email.js';
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
