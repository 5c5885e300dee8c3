import { z } from 'zod';
import { notificationIdsSchema, notificationListQuerySchema } from '@afx/domain';
import { listPageSchema } from '../../platform/http/paging.js';

export { notificationIdsSchema, notificationListQuerySchema };

/** A notification as its reader sees it: the title in the reader's language, read by them or not. */
export const notificationView = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  created_at: z.string().describe('ISO 8601 instant'),
  updated_at: z.string().describe('ISO 8601 instant of the latest notice it counts'),
  count: z.number().int().describe('how many notices of one kind and subject within a window it stands for'),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationListPage = listPageSchema(notificationView);
export const unreadCountAnswer = z.object({ unread_count: z.number().int() });
export const markedAnswer = z.object({ count: z.number().int().describe('notifications newly marked read') });
