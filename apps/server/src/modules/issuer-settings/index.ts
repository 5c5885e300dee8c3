// The issuer-settings module's public face: the only file another module imports (docs/adding-a-module.md).
export { crcIssuerSettingsRoutes, fptIssuerSettingsRoutes } from './routes.js';
// Crime Check routes a request by its issuer's IBAN support.
export { readIssuerSettings } from './repository.js';
// The administrator grants IBAN access per service (admin module).
export { writeIbanAccess } from './repository.js';
// The admin module joins it for the organisations' IBAN access.
export { issuerSettings } from './tables.js';
