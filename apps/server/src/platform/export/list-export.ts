import { Readable } from 'node:stream';
import { type Locale, oneOf, isoCalendarDate, todayIn } from '@afx/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { businessRule } from '../http/errors.js';
import { requestLocale } from '../http/locale.js';
import type { ListPage } from '../http/paging.js';
import { errorResponses, fileAnswer } from '../http/api.js';
import { type ExportCell, type ExportColumn, cellsOf, headerRow } from './columns.js';
import { CSV_BOM, csvLine } from './csv.js';
import { exportFileReply } from './file-reply.js';
import { XLSX_TYPE, xlsxBook } from './xlsx.js';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most rows one export holds: a longer list is refused before anything is generated. */
export const EXPORT_ROW_LIMIT = 50_000;

/** Rows read from the list's service per call: large enough to be quick, small enough to stream. */
export const EXPORT_CHUNK = 1_000;

/** The page part of a list query, which the export sets itself. */
type Paging = { page_number: number; page_size: number };

export type ListExport<Body extends z.ZodType, Row> = {
  tags: string[];
  /** The list's own body: its filter and sort are the export's. */
  body: Body;
  /** Path parameters, when the list has them (the contact kind). */
  params?: z.ZodType;
  /** The file's name before its date and extension; also the sheet's name. */
  name: (request: FastifyRequest) => string;
  columns: (request: FastifyRequest) => readonly ExportColumn<Row>[];
  /** One page of the list, by the list's own service (rights, org scope and filter included). */
  page: (request: FastifyRequest, query: z.output<Body> & Paging) => Promise<ListPage<Row>>;
};

/**
 * Pages through a list, starting from a first page already read, up to the limit. A list that
 * does not page (it answers everything at once) ends after the first call.
 */
async function* listRows<Row>(first: ListPage<Row>, next: (pageNumber: number) => Promise<ListPage<Row>>) {
  const wanted = Math.min(first.total_count, EXPORT_ROW_LIMIT);
  let page = first;
  let read = 0;
  for (let pageNumber = 1; ; pageNumber += 1) {
    if (pageNumber > 1) page = await next(pageNumber);
    const rows = page.list.slice(0, wanted - read);
    read += rows.length;
    yield rows;
    if (read >= wanted || page.list.length < EXPORT_CHUNK) return;
  }
}

const kyivDate = (): string => isoCalendarDate(todayIn(new Date()));

const sendFile = (reply: FastifyReply, name: string, format: ExportFormat, rows: number): FastifyReply =>
  exportFileReply(reply, `${name}-${kyivDate()}.${format}`, rows);

/**
 * POST <path> {…the list's body, format}: the whole filtered list (every page, up to the limit) as
 * xlsx or CSV, with the list's columns and headers in the caller's language. Declared beside the
 * list, under the same guard, and reads through the same service as the list.
 */
export function listExportRoute<Body extends z.ZodType, Row>(
  app: FastifyInstance,
  path: string,
  spec: ListExport<Body, Row>,
): void {
  const body = z.intersection(spec.body, z.object({ format: oneOf(EXPORT_FORMATS) }));
  app.post(
    path,
    {
      schema: {
        tags: spec.tags,
        ...(spec.params ? { params: spec.params } : {}),
        body,
        response: {
          200: fileAnswer('The list as a file', [XLSX_TYPE, 'text/csv']),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.body as { format: ExportFormat } & Record<string, unknown>;
      const locale: Locale = requestLocale(request);
      const columns = spec.columns(request);
      const page = (pageNumber: number) =>
        spec.page(request, { ...query, page_number: pageNumber, page_size: EXPORT_CHUNK } as z.output<Body> &
          Paging);
      const first = await page(1);
      if (first.total_count > EXPORT_ROW_LIMIT) {
        throw businessRule('export_too_large', { count: first.total_count, limit: EXPORT_ROW_LIMIT });
      }
      const rows = listRows(first, page);
      const name = spec.name(request);
      const count = Math.min(first.total_count, EXPORT_ROW_LIMIT);
      if (format === 'csv') {
        // Streamed: the browser sees rows arrive while later pages are still being read.
        const lines = async function* () {
          yield CSV_BOM + csvLine(headerRow(columns, locale));
          for await (const chunk of rows)
            yield chunk.map((row) => csvLine(cellsOf(columns, row, locale))).join('');
        };
        return sendFile(reply, name, format, count)
          .type('text/csv; charset=utf-8')
          .send(Readable.from(lines()));
      }
      const cells: ExportCell[][] = [];
      for await (const chunk of rows) for (const row of chunk) cells.push(cellsOf(columns, row, locale));
      return sendFile(reply, name, format, count)
        .type(XLSX_TYPE)
        .send(xlsxBook(name, headerRow(columns, locale), cells));
    },
  );
}
