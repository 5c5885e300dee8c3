import {
  CALL_FORWARDING_ANSWERS,
  MCS_OPERATORS,
  MCS_ROUTES,
  MCS_STATUSES,
  SIM_CHANGED_ANSWERS,
  mcsAnalyticsFilterSchema,
  mcsCheckCreateSchema,
  mcsCheckIdSchema,
  mcsCheckListQuerySchema,
} from '@afx/domain';
import { z } from 'zod';
import { listPageSchema } from '../../platform/http/paging.js';

export { mcsAnalyticsFilterSchema, mcsCheckCreateSchema, mcsCheckIdSchema, mcsCheckListQuerySchema };

export const mcsCreated = z.object({ id: z.number().int(), status: z.enum(MCS_STATUSES) });

/** A check with its answer (spec 3 §3 "Mobile check" fields). */
export const mcsCheckView = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  org_name: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  phone: z.string(),
  depth_days: z.number().int(),
  consent: z.boolean(),
  operator: z.enum([...MCS_OPERATORS, 'other']),
  status: z.enum(MCS_STATUSES),
  route: z.enum(MCS_ROUTES).nullable(),
  sim_changed: z.enum(SIM_CHANGED_ANSWERS).nullable(),
  sim_changed_at: z.string().nullable(),
  call_forwarding: z.enum(CALL_FORWARDING_ANSWERS).nullable(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  /** The explanatory notes of spec 3 §4 that apply to this answer, in the caller's language. */
  notes: z.array(z.string()),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type McsCheckView = z.infer<typeof mcsCheckView>;

export const mcsCheckListAnswer = listPageSchema(mcsCheckView);

export const mcsUserPicker = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** One chart's rows: a key (a day, an operator, an answer) and its count. */
export const mcsAnalyticsAnswer = z.object({
  total: z.number().int(),
  day: z.array(z.object({ key: z.string(), count: z.number().int() })),
  operator: z.array(z.object({ key: z.string(), count: z.number().int() })),
  sim_changed: z.array(z.object({ key: z.string(), count: z.number().int() })),
  call_forwarding: z.array(z.object({ key: z.string(), count: z.number().int() })),
});
export type McsAnalyticsAnswer = z.infer<typeof mcsAnalyticsAnswer>;
