// Card-blocking information's public face: the only file another module imports (docs/adding-a-module.md).
export { cciRoutes } from './routes.js';
export { cciRequests } from './tables.js';
