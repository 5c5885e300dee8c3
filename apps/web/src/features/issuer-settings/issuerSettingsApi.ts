import type { SmartFormatService } from '@afx/domain';
import { http } from '../../api/http';

// The issuer configuration of each service (apps/server/src/modules/issuer-settings).
export const ISSUER_CONFIG_BASE: Record<SmartFormatService, string> = {
  fpt: '/api/fpt/v2/issuer_config',
  crc: '/api/crc/v1/issuer_config',
};

/** /issuer_config/get and /set answer this. */
export interface IssuerConfigView {
  id: number;
  iban_support: boolean;
  notification_email: string | null;
  /** The administrator granted the organisation IBAN for this service. */
  iban_access: boolean;
  /** The caller may flip IBAN support (the organisation's manager or the E code). */
  can_switch_iban: boolean;
}

export interface IssuerConfigInput {
  id: number;
  iban_support: boolean;
  notification_email: string;
}

export const issuerSettingsApi = {
  get: (service: SmartFormatService, id: number, signal?: AbortSignal) =>
    http.post<IssuerConfigView>(`${ISSUER_CONFIG_BASE[service]}/get`, { id }, { signal }),
  set: (service: SmartFormatService, config: IssuerConfigInput) =>
    http.post<IssuerConfigView>(`${ISSUER_CONFIG_BASE[service]}/set`, config),
};
