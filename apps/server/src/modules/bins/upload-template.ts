import * as XLSX from '@e965/xlsx';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { BIN_UPLOAD_SHEET } from '@afx/domain';
import { XLSX_TYPE } from '../../platform/export/xlsx.js';
import { fileAnswer } from '../../platform/http/schemas.js';

/** An upload template: one sheet whose first row holds the column names the upload reads. */
export function sheetTemplate(columns: readonly string[], sheetName: string): Buffer {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([[...columns]]);
  sheet['!cols'] = columns.map((name) => ({ wch: Math.max(12, name.length + 2) }));
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** What a template route answers, for the OpenAPI. */
export const templateAnswer = { 200: fileAnswer('The upload template', [XLSX_TYPE]) };

/** Sends a template as a file download. */
export function sendTemplate(reply: FastifyReply, file: Buffer, downloadName: string): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${downloadName}"`)
    .header('cache-control', 'public, max-age=3600')
    .send(file);
}

/**
 * GET /files/dcb/template_1.xlsx: the BIN list template, built once from the domain's sheet columns.
 * Public: it holds only column names, and the browser downloads it by a plain link (no token).
 */
export const binTemplateRoutes: FastifyPluginAsync = async (app) => {
  const file = sheetTemplate(BIN_UPLOAD_SHEET.names, 'BINs');
  app.get(
    '/files/dcb/template_1.xlsx',
    { config: { public: true }, schema: { tags: ['dcb'], response: templateAnswer } },
    async (_request, reply) => sendTemplate(reply, file, 'bin_list_template.xlsx'),
  );
};
