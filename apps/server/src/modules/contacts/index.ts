// The contact directories' public face: the only file another module imports (docs/adding-a-module.md).
export { contactRoutes } from './routes.js';
