// The issuer's settings, shown on the format setup page.
export { ISSUER_CONFIG_BASE } from './issuerSettingsApi';
export { IssuerSettings } from './IssuerSettings';
