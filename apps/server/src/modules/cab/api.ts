import { LOCALES } from '@afx/domain';
import { z } from 'zod';
import { ORG_TYPES } from '../../identity/tables.js';

/** GET /user/info: who the token says the caller is. */
export const userInfo = z.object({
  name: z.string().describe('login (preferred_username)'),
  avatar: z.string().nullable(),
  introduction: z.string().describe('full name'),
  roles: z.array(z.string()),
  user_id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  org_type: z
    .enum(ORG_TYPES)
    .nullable()
    .describe("the organisation's type: the web offers the police cabinet to cyber_police users only"),
  locale: z.enum(LOCALES).nullable(),
});

/** POST /locale: the language chosen. */
export const localeChange = z.object({ locale: z.enum(LOCALES, { error: 'invalid_value' }) });
