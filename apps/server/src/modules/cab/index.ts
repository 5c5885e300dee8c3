// The cabinet's public face: the only file another module imports (docs/adding-a-module.md).
export { cabRoutes } from './routes.js';
