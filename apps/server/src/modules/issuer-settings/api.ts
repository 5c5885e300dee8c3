import { z } from 'zod';
import { issuerConfigGetSchema, issuerConfigSetSchema } from '@afx/domain';

export { issuerConfigGetSchema, issuerConfigSetSchema };
export type IssuerConfigGet = z.output<typeof issuerConfigGetSchema>;
export type IssuerConfigSet = z.output<typeof issuerConfigSetSchema>;

/** /issuer_config/get and /set: the settings, the administrator's grant and whether the caller may flip IBAN. */
export const issuerConfigView = z.object({
  id: z.number().int(),
  iban_support: z.boolean(),
  notification_email: z.string().nullable(),
  iban_access: z.boolean(),
  can_switch_iban: z.boolean(),
});
export type IssuerConfigView = z.infer<typeof issuerConfigView>;

/** GET /my_email: the caller's organisation's notification e-mail. */
export const myEmailAnswer = z.object({ notification_email: z.string().nullable() });
