// The user administration's public face: the only file another module imports (docs/adding-a-module.md).
export { managerRoutes } from './routes.js';
