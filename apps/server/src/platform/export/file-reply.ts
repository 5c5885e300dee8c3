import type { FastifyReply } from 'fastify';

/** The header that tells the browser how many rows are coming, for its progress. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/**
 * The headers of every exported file: saved under its name (not shown), its row count readable by
 * the page across origins, and never kept in a cache (it holds the caller's data).
 */
export function exportFileReply(reply: FastifyReply, fileName: string, rows: number): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header(EXPORT_ROWS_HEADER, String(rows))
    .header('access-control-expose-headers', `content-disposition, ${EXPORT_ROWS_HEADER}`)
    .header('cache-control', 'no-store');
}
