// The start-up configuration's public face: the only file another module imports (docs/adding-a-module.md).
export { configRoutes } from './routes.js';
