import { z } from 'zod';

/** The answers of GET /api/health: up, or the database not answering. */
export const healthOk = z.object({ status: z.literal('ok'), database: z.literal('up') });
export const healthDegraded = z.object({ status: z.literal('degraded'), database: z.literal('down') });
