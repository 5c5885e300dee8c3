import * as XLSX from '@e965/xlsx';
import type { FastifyReply } from 'fastify';
import { fileAnswer } from '../http/api.js';
import { XLSX_TYPE } from './xlsx.js';

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

/**
 * Sends a template as a file download. Template routes are public (decision 0011): a template holds
 * only column names (and an example), and the browser downloads it by a plain link.
 */
export function sendTemplate(reply: FastifyReply, file: Buffer, downloadName: string): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${downloadName}"`)
    .header('cache-control', 'public, max-age=3600')
    .send(file);
}
