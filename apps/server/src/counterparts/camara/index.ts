export { CamaraCallFailed, CamaraClient, type CamaraClientOptions } from './client.js';
export {
  mcsConfigFromEnv,
  sandboxCamaraClient,
  type CamaraOperatorConfig,
  type McsConfig,
} from './config.js';
