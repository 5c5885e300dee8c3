/** The FPT alert screens' texts: the i18next namespace 'fptAlerts' (the wizard has its own). */
export const FPT_ALERTS_NS = 'fptAlerts';

export { en } from './en';
export { ru } from './ru';
export { uk, type FptAlertsTexts } from './uk';
