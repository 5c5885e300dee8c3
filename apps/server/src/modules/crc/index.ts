// Crime Check's public face: the only file another module imports (docs/adding-a-module.md).
export { crcRoutes } from './routes.js';
// The demo data files its requests as the police units would, and answers them as the banks.
export { fileRequest } from './filing.js';
export { assignIssuer, replyToRequest, takeIntoProcess } from './processing.js';
