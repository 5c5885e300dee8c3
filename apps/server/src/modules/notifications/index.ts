// The notifications' public face: the only file another module imports (docs/adding-a-module.md).
export { notificationRoutes } from './routes.js';
