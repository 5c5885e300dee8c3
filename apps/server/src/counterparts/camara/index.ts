export { CamaraCallFailed, CamaraClient } from './client.js';
export { type McsConfig } from './config.js';
