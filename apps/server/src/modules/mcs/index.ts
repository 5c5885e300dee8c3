// Mobile check (issue 16, decision 0044): /api/mcs/v2 routes (they register the outbox's deliverer of checks).
export { mcsRoutes } from './routes.js';
export { mcsChecks } from './tables.js';
