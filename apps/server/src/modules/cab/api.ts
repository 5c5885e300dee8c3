import { LOCALES } from '@afx/domain';
import { z } from 'zod';

/** GET /user/info: who the token says the caller is. */
export const userInfo = z.object({
  name: z.string().describe('login (preferred_username)'),
  avatar: z.string().nullable(),
  introduction: z.string().describe('full name'),
  roles: z.array(z.string()),
  user_id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  locale: z.enum(LOCALES).nullable(),
});

/** POST /locale: the language chosen. */
export const localeChange = z.object({ locale: z.enum(LOCALES, { error: 'invalid_value' }) });
