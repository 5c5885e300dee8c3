// The ATM module's public face: the only file another module imports (docs/adding-a-module.md).
export { atmRoutes } from './routes.js';
export { atms } from './tables.js';
export { atmTemplateRoutes } from './upload-template.js';
