// What the analytics of mobile checks use: the API and the texts.
export { MCS_PATHS, type McsAnalytics, mcsApi } from './mcsApi';
export { useMcsTranslation } from './useMcsTranslation';
