// Every table of the app, gathered for drizzle (queries and migration generation).
export * from '../../identity/schema.js';
export * from '../history/schema.js';
export * from '../../modules/incidents/schema.js';
export * from '../outbox/schema.js';
export * from '../../modules/locations/schema.js';
export * from '../../modules/bins/schema.js';
export * from '../../modules/atms/schema.js';
export * from '../../modules/acquirers/schema.js';
export * from '../../modules/notifications/schema.js';
