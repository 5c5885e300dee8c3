// The admin module's public face: the only file another module imports (docs/adding-a-module.md).
export { adminRoutes } from './routes.js';
