import { DASHBOARD_COUNTERS } from '@afx/domain';
import { z } from 'zod';

const counter = z.number().int().nullable().describe('null while the service that owns it is not installed');
/** The answer of GET /dashboard/info: every counter, the incident trend, when it was counted. */
export const dashboardInfo = z.object({
  ...(Object.fromEntries(DASHBOARD_COUNTERS.map((c) => [c, counter])) as Record<
    (typeof DASHBOARD_COUNTERS)[number],
    typeof counter
  >),
  incident_trend: z.array(z.object({ date: z.string(), count: z.number().int() })).nullable(),
  generated_at: z.string(),
});
