// What other features use of the incident registry: links to an incident, its API, the UI locale.
export { INCIDENT_PATHS } from './api/incidentApi';
export { IncidentLink } from './IncidentLink';
export { useUiLocale } from './useDomainText';
