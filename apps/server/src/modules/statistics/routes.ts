import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/api.js';
import { DASHBOARD_COUNTERS, DASHBOARD_TREND_DAYS } from '@afx/domain';
import { provideIdentityCounters } from './dashboard-counters.js';

const counter = z.number().int().nullable().describe('null while the service that owns it is not installed');
const dashboardInfo = z.object({
  ...(Object.fromEntries(DASHBOARD_COUNTERS.map((c) => [c, counter])) as Record<
    (typeof DASHBOARD_COUNTERS)[number],
    typeof counter
  >),
  incident_trend: z.array(z.object({ date: z.string(), count: z.number().int() })).nullable(),
  generated_at: z.string(),
});

/** GET /api/statistics/v1/dashboard/info: the dashboard's counters (spec 1 §2), for any signed-in user. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  provideIdentityCounters(app.dashboard, app.deps.database.db);
  app.get(
    '/dashboard/info',
    { schema: { tags: ['statistics'], response: { 200: dashboardInfo, ...errorResponses } } },
    async () => {
      const [counters, trend] = await Promise.all([
        app.dashboard.counters(),
        app.dashboard.incidentTrend(DASHBOARD_TREND_DAYS),
      ]);
      return { ...counters, incident_trend: trend, generated_at: new Date().toISOString() };
    },
  );
};
