// The Fraud Payments Tracker's public face: the only file another module imports (docs/adding-a-module.md).
export { fptRoutes } from './routes.js';
