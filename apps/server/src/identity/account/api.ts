import { LOCALES, storableString } from '@afx/domain';
import { z } from 'zod';
import { LOGIN_RESULTS } from '../login-log.js';

export const profile = z.object({
  login: z.string(),
  email: z.string(),
  full_name: z.string(),
  position: z.string().nullable(),
  org_name: z.string(),
  locale: z.enum(LOCALES),
  totp_enabled: z.boolean(),
});

export const profileUpdate = z.object({
  full_name: storableString().trim().min(1, { error: 'required_field' }).max(200, { error: 'invalid_value' }),
  position: storableString('invalid_value').trim().max(200, { error: 'invalid_value' }).nullable().optional(),
  locale: z.enum(LOCALES, { error: 'invalid_value' }),
});

export const passwordChange = z.object({
  current_password: storableString().min(1, { error: 'required_field' }).max(1024),
  new_password: storableString().min(1, { error: 'required_field' }).max(1024),
});

export const totpEnrolment = z.object({
  secret: z.string().describe('base32, for typing into the app by hand'),
  otpauth_uri: z.string(),
  qr_data_url: z.string().describe('PNG data URL of the otpauth URI'),
});

export const totpCode = z.object({ code: storableString().max(16) });

export const totpRemoval = z.object({
  code: storableString().max(16).optional(),
  password: storableString().max(1024).optional(),
});

export const session = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  browser: z.string().nullable().describe("the User-Agent read as 'Chrome 156 on Linux'; null when unknown"),
  current: z.boolean().optional().describe('the session this access token stems from'),
});

export const sessionList = z.object({ list: z.array(session), total_count: z.number().int() });

export const loginLogQuery = z.object({
  page_number: z.coerce
    .number({ error: 'invalid_value' })
    .int()
    .min(1, { error: 'invalid_value' })
    .default(1),
  page_size: z.coerce
    .number({ error: 'invalid_value' })
    .int()
    .min(1)
    .max(100, { error: 'invalid_value' })
    .default(20),
});

export const loginLogList = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      browser: z
        .string()
        .nullable()
        .describe("the User-Agent read as 'Chrome 156 on Linux'; null when unknown"),
      result: z.enum(LOGIN_RESULTS),
    }),
  ),
  total_count: z.number().int(),
});

export const ok = z.object({ ok: z.literal(true) });
export const revoked = z.object({ revoked: z.number().int() });
