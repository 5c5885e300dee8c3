// The BIN module's public face: the only file another module imports (docs/adding-a-module.md).
export { ownerOfLongestBin } from './repository.js';
export { binRoutes } from './routes.js';
export { binTemplateRoutes } from './upload-template.js';
