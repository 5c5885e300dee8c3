import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/tables.js';
import { notifications } from '../../platform/outbox/tables.js';

/** Who has read which notification: one row per person, so an organisation's notice is read per member. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
