// The KATOTTG codifier's public face: the only file another module imports (docs/adding-a-module.md).
// It serves no routes of its own: the ATM directory answers /location/list and /location/resolve.
export { locationListPage, locationListQuery, locationResolveAnswer, locationResolveRequest } from './api.js';
export { ensureLocations } from './loader.js';
export { locationsByIds, searchLocations } from './repository.js';
export { resolveLocations } from './resolve.js';
export { locations } from './tables.js';
