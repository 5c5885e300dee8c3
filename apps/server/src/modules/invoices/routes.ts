import { PERMISSION } from '@afx/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import type { InvoiceSupplier } from '../../platform/config.js';
import { requireRole, requireService } from '../../platform/auth/guard.js';
import { listExportRoute } from '../../platform/export/list-export.js';
import { XLSX_TYPE } from '../../platform/export/xlsx.js';
import { errorResponses, fileAnswer } from '../../platform/http/api.js';
import { requestLocale } from '../../platform/http/locale.js';
import { organisationListRoute } from '../../platform/organisations/list-route.js';
import * as admin from './admin.js';
import * as s from './api.js';
import { INVOICE_EXPORT_COLUMNS } from './export-columns.js';
import * as service from './service.js';

const tags = ['ecs'];

/** A file answer: not cached, since an invoice's status changes. */
function sendFile(reply: FastifyReply, type: string, disposition: string, file: Buffer): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', disposition)
    .header('cache-control', 'no-store')
    .send(file);
}

/** The administrator's tariffs, generation and status changes (role admin only). */
const adminRoutes: FastifyPluginAsyncZod<{ vatPercent: number }> = async (app, { vatPercent }) => {
  const db = app.deps.database.db;
  app.addHook('preValidation', requireRole('admin'));
  app.post(
    '/tariff/list',
    { schema: { tags, body: s.tariffListQuery, response: { 200: s.tariffListAnswer, ...errorResponses } } },
    async (request) => admin.listTariffs(db, request.body),
  );
  app.post(
    '/tariff/set',
    { schema: { tags, body: s.tariffSetSchema, response: { 200: s.tariffListAnswer, ...errorResponses } } },
    async (request) => admin.setTariff(db, callerOf(request), request.body),
  );
  app.post(
    '/invoice/generate',
    {
      schema: { tags, body: s.invoiceGenerateSchema, response: { 200: s.generateAnswer, ...errorResponses } },
    },
    async (request) => admin.generateOnDemand(db, callerOf(request), request.body, vatPercent),
  );
  app.post(
    '/invoice/mark_paid',
    { schema: { tags, body: s.invoiceMarkPaidSchema, response: { 200: s.invoiceView, ...errorResponses } } },
    async (request) => admin.markPaid(db, callerOf(request), request.body),
  );
  app.post(
    '/invoice/cancel',
    { schema: { tags, body: s.invoiceCancelSchema, response: { 200: s.invoiceView, ...errorResponses } } },
    async (request) => admin.cancelInvoice(db, callerOf(request), request.body),
  );
};

/**
 * The member services' invoices under /api/ecs/v1 (issue 16, decision 0045): U1003 the own
 * organisation's, E1003 every organisation's; the administrator's routes beside them.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ vatPercent: number; supplier: InvoiceSupplier }> = async (
  app,
  options,
) => {
  await app.register(memberRoutes, { supplier: options.supplier });
  await app.register(adminRoutes, { vatPercent: options.vatPercent });
};

const memberRoutes: FastifyPluginAsyncZod<{ supplier: InvoiceSupplier }> = async (member, { supplier }) => {
  const db = member.deps.database.db;
  {
    member.addHook('preValidation', requireService(PERMISSION.invoices));
    member.post(
      '/invoice/list',
      {
        schema: {
          tags,
          body: s.invoiceListQuerySchema,
          response: { 200: s.invoiceListPage, ...errorResponses },
        },
      },
      async (request) => service.listInvoices(db, callerOf(request), request.body),
    );
    listExportRoute(member, '/invoice/export', {
      tags,
      body: s.invoiceListQuerySchema,
      name: (request) => `invoices-${(request.body as { kind: string }).kind}`,
      columns: () => INVOICE_EXPORT_COLUMNS,
      page: (request, query) => service.listInvoices(db, callerOf(request), query),
    });
    member.post(
      '/invoice/get',
      { schema: { tags, body: s.invoiceIdSchema, response: { 200: s.invoiceView, ...errorResponses } } },
      async (request) => service.getInvoice(db, callerOf(request), request.body.id),
    );
    member.get(
      '/invoice/:id/pdf',
      {
        schema: {
          tags,
          params: s.pdfParams,
          querystring: s.pdfQuery,
          response: { 200: fileAnswer('The invoice as a PDF', ['application/pdf']), ...errorResponses },
        },
      },
      async (request, reply) => {
        const file = await service.invoicePdfFile(
          db,
          callerOf(request),
          request.params.id,
          request.query.lang,
          supplier,
        );
        return sendFile(reply, 'application/pdf', `inline; filename="${file.name}.pdf"`, file.pdf);
      },
    );
    member.get(
      '/invoice/:id/usage.xlsx',
      {
        schema: {
          tags,
          params: s.pdfParams,
          response: { 200: fileAnswer('The usage behind the invoice', [XLSX_TYPE]), ...errorResponses },
        },
      },
      async (request, reply) => {
        const file = await service.invoiceUsageFile(
          db,
          callerOf(request),
          request.params.id,
          requestLocale(request),
        );
        return sendFile(reply, XLSX_TYPE, `attachment; filename="${file.name}.xlsx"`, file.xlsx);
      },
    );
    // The organisation filter of E1003 (banks).
    organisationListRoute(member, tags);
  }
};
