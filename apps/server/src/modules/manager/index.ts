// The user administration's public face: the only file another module imports (docs/adding-a-module.md).
export { isFreeMailDomain } from './free-mail.js';
export { managerRoutes } from './routes.js';
export { readableUserValue, USER_ENTITY } from './service.js';
