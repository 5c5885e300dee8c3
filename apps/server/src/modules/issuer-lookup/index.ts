// The issuer lookup's public face: the only file another module imports (docs/adding-a-module.md).
// FPT mounts its routes now; Crime Check and card-blocking information mount the same plugin.
export { type IssuerInfo, issuerInfo } from './api.js';
export { type IssuerLookupOptions, issuerLookupRoutes } from './routes.js';
export { type IssuerService, findIssuerByAccount, findIssuerByCard } from './service.js';
