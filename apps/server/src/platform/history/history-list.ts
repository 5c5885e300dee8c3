import { z } from 'zod';
import type { HistoryEntry } from './history.js';

/** The changes as people read them (names, formatted phones, translated flags); null where empty. */
export const readableChangesSchema = z
  .record(z.string(), z.tuple([z.string().nullable(), z.string().nullable()]))
  .nullable();

/** The answer of every directory /history call: the object's entries, oldest first. */
export const historyListSchema = z.object({
  list: z.array(
    z.object({
      action: z.string(),
      notes: z.string().nullable(),
      changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
      readable_changes: readableChangesSchema,
      event_dt: z.string(),
      creator: z.string(),
      creator_user_id: z.number().int().nullable(),
      creator_org_id: z.number().int().nullable(),
    }),
  ),
});

export const historyList = (list: HistoryEntry[]): z.infer<typeof historyListSchema> => ({ list });
