import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/api.js';
import { DASHBOARD_TREND_DAYS } from '@afx/domain';
import { dashboardInfo } from './api.js';
import { provideIdentityCounters } from './dashboard-counters.js';

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
