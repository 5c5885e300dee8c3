// The issuer lookup's public face: the only file another module imports (docs/adding-a-module.md).
// FPT mounts its routes now; Crime Check and card-blocking information mount the same plugin, and a
// service that needs an issuer without a route (an alert's recipient) will take the lookup from here.
export { issuerLookupRoutes } from './routes.js';
export { issuerInfo, type IssuerInfo } from './api.js';
export { findIssuerByAccount, findIssuerByCard, findIssuerOfOrganisation } from './service.js';
