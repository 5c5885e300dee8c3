// Every table of the app, gathered for drizzle (queries and migration generation).
export * from '../../identity/tables.js';
export * from '../history/tables.js';
export * from '../../modules/incidents/tables.js';
export * from '../outbox/tables.js';
export * from '../../modules/locations/tables.js';
export * from '../../modules/bins/tables.js';
export * from '../../modules/atms/tables.js';
export * from '../../modules/acquirers/tables.js';
export * from '../../modules/notifications/tables.js';
export * from '../../modules/smart-formats/tables.js';
export * from '../../modules/issuer-settings/tables.js';
export * from '../../modules/fpt/tables.js';
export * from '../../counterparts/tables.js';
export * from '../../modules/crc/tables.js';
export * from '../usage/tables.js';
export * from '../../modules/invoices/tables.js';
