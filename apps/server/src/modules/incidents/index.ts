// The incident registry's public face: the only file another module imports (docs/adding-a-module.md).
export { seedIncidentCategories } from './categories-seed.js';
export { incidentFileRoutes } from './file-routes.js';
export { incidentRoutes } from './routes.js';
export { createIncidentFromBasis } from './service.js';
