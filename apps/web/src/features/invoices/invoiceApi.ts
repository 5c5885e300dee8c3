import type { InvoiceKind, InvoiceStatus } from '@afx/domain';
import { http } from '../../api/http';
import type { ApiAnswer, ApiBody } from '../../api/contract';

export const INVOICE_BASE = '/api/ecs/v1';

export const INVOICE_PATHS = {
  list: `${INVOICE_BASE}/invoice/list`,
  export: `${INVOICE_BASE}/invoice/export`,
  get: `${INVOICE_BASE}/invoice/get`,
  organisations: `${INVOICE_BASE}/organization/list`,
  tariffs: `${INVOICE_BASE}/tariff/list`,
  setTariff: `${INVOICE_BASE}/tariff/set`,
  generate: `${INVOICE_BASE}/invoice/generate`,
  markPaid: `${INVOICE_BASE}/invoice/mark_paid`,
  cancel: `${INVOICE_BASE}/invoice/cancel`,
  pdf: (id: number, lang?: string) => `${INVOICE_BASE}/invoice/${id}/pdf${lang ? `?lang=${lang}` : ''}`,
  usage: (id: number) => `${INVOICE_BASE}/invoice/${id}/usage.xlsx`,
} as const;

export type InvoiceView = ApiAnswer<'/api/ecs/v1/invoice/get'>;
export type InvoiceRow = Omit<InvoiceView, 'lines' | 'issued_by'>;
export type TariffView = ApiAnswer<'/api/ecs/v1/tariff/list'>['list'][number];
export type TariffSetBody = ApiBody<'/api/ecs/v1/tariff/set'>;
export type GenerateAnswer = ApiAnswer<'/api/ecs/v1/invoice/generate'>;

/** The list's filter as the page sends it (yyyy-MM periods; the organisation for E1003 only). */
export interface InvoiceFilter {
  period_from?: string;
  period_to?: string;
  status?: InvoiceStatus;
  org_id?: number;
}

export const invoiceApi = {
  get: (id: number, signal?: AbortSignal) => http.post<InvoiceView>(INVOICE_PATHS.get, { id }, { signal }),
  pdf: (id: number, lang?: string) => http.getFile(INVOICE_PATHS.pdf(id, lang)),
  usage: (id: number) => http.getFile(INVOICE_PATHS.usage(id)),
  markPaid: (id: number) => http.post<InvoiceView>(INVOICE_PATHS.markPaid, { id }),
  cancel: (id: number, reason: string) => http.post<InvoiceView>(INVOICE_PATHS.cancel, { id, reason }),
  tariffs: (signal?: AbortSignal) => http.post<{ list: TariffView[] }>(INVOICE_PATHS.tariffs, {}, { signal }),
  setTariff: (body: TariffSetBody) =>
    http.post<{ list: TariffView[] }>(INVOICE_PATHS.setTariff, body, { inlineFieldErrors: true }),
  generate: (body: { period: string; kind?: InvoiceKind | null; org_id?: number | null }) =>
    http.post<GenerateAnswer>(INVOICE_PATHS.generate, body),
};
