// The issuer-settings module's public face: the only file another module imports (docs/adding-a-module.md).
export { crcIssuerSettingsRoutes, fptIssuerSettingsRoutes } from './routes.js';
