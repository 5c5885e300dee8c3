import { createRequire } from 'node:module';
import path from 'node:path';
import {
  INVOICE_KIND_KEYS,
  INVOICE_STATUS_KEYS,
  type Locale,
  formatInstantDate,
  formatKopecks,
  translate,
} from '@afx/domain';
import pdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { InvoiceSupplier } from '../../platform/config.js';
import type { InvoiceView } from './api.js';

// pdfmake's Roboto has Cyrillic; the fonts are read from pdfmake's own package, nothing else on disk
// or on the network.
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake')),
  '..',
  'build',
  'fonts',
  'Roboto',
);
pdfMake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));

/** An IBAN in groups of four, as printed on payment documents. */
const groupedIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();

/** 2026-10 → 10.2026, as the screens show a month. */
export const periodText = (period: string): string => `${period.slice(5, 7)}.${period.slice(0, 4)}`;

/**
 * The invoice as a PDF document in the language asked for (Ukrainian by default): the supplier's and
 * the payer's details, the lines, VAT and total, and the payment purpose an accountant copies.
 */
export function invoiceDocument(
  invoice: InvoiceView,
  locale: Locale,
  supplier: InvoiceSupplier,
): TDocumentDefinitions {
  const t = (key: Parameters<typeof translate>[0], params?: Record<string, string | number>) =>
    translate(key, locale, params);
  const money = (kopecks: number) => formatKopecks(kopecks, locale);
  const several = invoice.lines.length > 1;
  const lineRows = invoice.lines.map((line, index) => [
    String(index + 1),
    several
      ? `${t(INVOICE_KIND_KEYS[line.service])} (${t('invoice_price_from', { date: line.price_from })})`
      : t(INVOICE_KIND_KEYS[line.service]),
    { text: String(line.quantity), alignment: 'right' as const },
    { text: money(line.price), alignment: 'right' as const },
    { text: money(line.amount), alignment: 'right' as const },
  ]);
  const withDetails = (name: string, edrpou: string | null, iban: string | null = null) =>
    [
      name,
      edrpou ? t('invoice_edrpou', { edrpou }) : null,
      iban ? t('invoice_iban', { iban: groupedIban(iban) }) : null,
    ]
      .filter(Boolean)
      .join('\n');
  const facts: [string, string][] = [
    [t('invoice_supplier'), withDetails(t('invoice_supplier_name'), supplier.edrpou, supplier.iban)],
    [t('invoice_payer'), withDetails(invoice.org_name, invoice.org_edrpou)],
    [t('invoice_period'), periodText(invoice.period)],
    [t('invoice_issued_on'), formatInstantDate(new Date(invoice.issued_at))],
    [t('invoice_status'), t(INVOICE_STATUS_KEYS[invoice.status])],
  ];
  if (invoice.paid_date) facts.push([t('invoice_paid_on'), invoice.paid_date]);
  if (invoice.cancel_reason) facts.push([t('invoice_cancel_reason'), invoice.cancel_reason]);
  const content: Content[] = [
    { text: `${t('invoice_title')} № ${invoice.number}`, style: 'title' },
    {
      table: { widths: [120, '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 16],
    },
    {
      table: {
        headerRows: 1,
        widths: [20, '*', 60, 70, 80],
        body: [
          ['№', t('invoice_service'), t('invoice_quantity'), t('invoice_price'), t('invoice_amount')].map(
            (text) => ({
              text,
              bold: true,
            }),
          ),
          ...lineRows,
        ],
      },
      margin: [0, 0, 0, 12],
    },
    {
      table: {
        widths: ['*', 100],
        body: [
          [t('invoice_net'), { text: money(invoice.net), alignment: 'right' }],
          [
            t('invoice_vat', { percent: invoice.vat_percent }),
            { text: money(invoice.vat), alignment: 'right' },
          ],
          [
            { text: t('invoice_total'), bold: true },
            { text: money(invoice.total), alignment: 'right', bold: true },
          ],
        ],
      },
      layout: 'noBorders',
    },
    {
      text: t('invoice_purpose', { number: invoice.number, period: periodText(invoice.period) }),
      margin: [0, 16, 0, 0],
    },
  ];
  return {
    info: { title: `${t('invoice_title')} ${invoice.number}`, author: t('invoice_supplier_name') },
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 12] } },
  };
}

export async function invoicePdf(
  invoice: InvoiceView,
  locale: Locale,
  supplier: InvoiceSupplier,
): Promise<Buffer> {
  return pdfMake.createPdf(invoiceDocument(invoice, locale, supplier)).getBuffer();
}
