// The statistics' public face: the only file another module imports (docs/adding-a-module.md).
export { statisticsRoutes } from './routes.js';
