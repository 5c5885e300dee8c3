import { z } from 'zod';
import { pageNumberSchema, pageSizeSchema } from './list-query.js';
import { listOf, objectOf, typeError } from './zod-rules.js';

/** The most notifications one "mark read" request may name (a page is at most 100). */
export const MAX_MARK_READ_IDS = 500;

/** POST /api/notifications/v1/list: newest first, optionally only the unread ones. */
export const notificationListQuerySchema = objectOf({
  page_number: pageNumberSchema,
  page_size: pageSizeSchema,
  only_unread: z
    .boolean({ error: typeError })
    .nullish()
    .transform((value) => value ?? false),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** POST /api/notifications/v1/mark_read. */
export const notificationIdsSchema = objectOf({
  ids: listOf(z.int({ error: typeError }).positive({ error: 'invalid_value' }), MAX_MARK_READ_IDS).min(1, {
    error: 'required_field',
  }),
});
