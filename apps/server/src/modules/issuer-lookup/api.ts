import { ISSUER_OUTCOMES, accountIssuerLookupSchema, cardIssuerLookupSchema } from '@afx/domain';
import { z } from 'zod';

export { accountIssuerLookupSchema, cardIssuerLookupSchema };

/** The issuer info of spec 2 §3.4, with the outcome the screens switch on (exchange.md). */
export const issuerInfo = z.object({
  outcome: z.enum(ISSUER_OUTCOMES),
  issuer_org_id: z.number().int().nullable(),
  issuer_org_name: z.string().nullable(),
  issuer_icon_src: z.string().nullable(),
  /** ISO 3166 alpha-2, as the directories name countries (org_country_id). */
  issuer_country_id: z.string().nullable(),
  issuer_country_name: z.string().nullable(),
  issuer_country_code_2: z.string().nullable(),
  /** The organisation is connected to the service: it receives what is sent to it. */
  service_enable: z.boolean(),
  monitoring_email: z.string().nullable(),
});
export type IssuerInfo = z.infer<typeof issuerInfo>;
