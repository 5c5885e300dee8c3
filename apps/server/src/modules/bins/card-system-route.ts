import { errorResponses } from '../../platform/http/api.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { CARD_SYSTEMS } from '@afx/domain';
import { cardSystemList } from './api.js';

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
