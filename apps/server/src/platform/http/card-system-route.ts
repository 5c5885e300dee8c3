import { z } from 'zod';
import { CARD_SYSTEMS } from '@afx/domain';
import { errorResponses } from './api.js';
import { listPageSchema } from './paging.js';
import type { ZodApp } from './zod-app.js';

const cardSystemList = listPageSchema(z.object({ id: z.number().int(), name: z.string() }));

/** GET /card_system/list: the payment systems, for the BIN and acquirer-id directories. */
export function cardSystemListRoute(app: ZodApp, tags: string[]): void {
  app.get(
    '/card_system/list',
    { schema: { tags, response: { 200: cardSystemList, ...errorResponses } } },
    async () => ({
      list: [...CARD_SYSTEMS],
      total_count: CARD_SYSTEMS.length,
    }),
  );
}
