// The smart-zone format module's public face: the only file another module imports (docs/adding-a-module.md).
export { smartFormatRoutes } from './routes.js';
export { seedSmartFormat } from './service.js';
