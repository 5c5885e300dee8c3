import { COUNTER_NAMES } from '@afx/domain';
import { z } from 'zod';

/** The answer of GET /config. */
export const configResponse = z.object({
  authority: z.string(),
  clientId: z.string(),
  scopes: z.string(),
  externalIdentity: z.boolean(),
  accountLinks: z.object({
    profile: z.string(),
    password: z.string(),
    totp: z.string(),
    sessions: z.string(),
    log: z.string(),
  }),
  forum: z.object({ news: z.string().nullable(), conf: z.string().nullable() }),
  support: z.object({ email: z.string(), phone: z.string() }),
  mapTileUrl: z.string().nullable(),
  version: z.string(),
  /** The "new items" counters this installation serves: the web app polls only these. */
  counters: z.array(z.enum(COUNTER_NAMES)),
});
