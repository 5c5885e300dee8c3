import { z } from 'zod';
import {
  INVOICE_ACTIONS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  invoiceCancelSchema,
  invoiceGenerateSchema,
  invoiceIdSchema,
  invoiceListQuerySchema,
  invoiceMarkPaidSchema,
  objectOf,
  oneOf,
  optionalIdNumber,
  tariffSetSchema,
} from '@afx/domain';
import { listPageSchema } from '../../platform/http/paging.js';

export {
  invoiceCancelSchema,
  invoiceGenerateSchema,
  invoiceIdSchema,
  invoiceListQuerySchema,
  invoiceMarkPaidSchema,
  tariffSetSchema,
};

/** An invoice in the list; amounts in kopecks. */
export const invoiceRow = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  org_id: z.number().int(),
  org_name: z.string(),
  /** The payer's EDRPOU, printed on the PDF. */
  org_edrpou: z.string().nullable(),
  period: z.string(),
  status: z.enum(INVOICE_STATUSES),
  net: z.number().int(),
  vat_percent: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  issued_at: z.string(),
  paid_date: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** What the caller may do now (an administrator's mark paid / cancel from an issued invoice). */
  actions: z.array(z.enum(INVOICE_ACTIONS)),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceLineView = z.object({
  service: z.enum(INVOICE_KINDS),
  quantity: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  /** dd.MM.yyyy: the day the line's tariff took effect. */
  price_from: z.string(),
});

export const invoiceView = invoiceRow.extend({
  issued_by: z.string(),
  lines: z.array(invoiceLineView),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const invoiceListPage = listPageSchema(invoiceRow);

export const pdfParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const pdfQuery = z.object({ lang: z.enum(['uk', 'en', 'ru']).optional() });

export const tariffView = z.object({
  id: z.number().int(),
  service: z.enum(INVOICE_KINDS),
  org_id: z.number().int().nullable(),
  org_name: z.string().nullable(),
  price: z.number().int(),
  /** dd.MM.yyyy */
  effective_from: z.string(),
  /** The price charged today (the latest step that has begun). */
  in_force: z.boolean(),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type TariffView = z.infer<typeof tariffView>;

export const tariffListQuery = objectOf({
  service: oneOf(INVOICE_KINDS).nullish(),
  org_id: optionalIdNumber(),
})
  .nullish()
  .transform((q) => q ?? {});
export const tariffListAnswer = z.object({ list: z.array(tariffView) });

export const generateAnswer = z.object({
  period: z.string(),
  created: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      kind: z.enum(INVOICE_KINDS),
      org_id: z.number().int(),
      total: z.number().int(),
    }),
  ),
  /** Organisations and kinds that already had a live invoice for the month. */
  existing: z.number().int(),
});
export type GenerateAnswer = z.infer<typeof generateAnswer>;
