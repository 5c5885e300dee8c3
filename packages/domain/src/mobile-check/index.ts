export * from './operators.js';
export * from './statuses.js';
export * from './answers.js';
export * from './check.js';
export * from './analytics.js';
