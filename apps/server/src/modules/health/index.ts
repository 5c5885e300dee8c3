// The health check's public face: the only file another module imports (docs/adding-a-module.md).
export { healthRoutes } from './routes.js';
