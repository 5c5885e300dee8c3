// The acquirer-id module's public face: the only file another module imports (docs/adding-a-module.md).
export { firstAcquirerId } from './repository.js';
export { acquirerIdRoutes } from './routes.js';
export { acquirerIds } from './tables.js';
