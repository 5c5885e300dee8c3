import { http, type ListResult } from '../../api/http';
import type { Language } from '../../i18n/languages';

// The signed-in user's own account (apps/server/src/identity/account).
const BASE = '/api/cab/v1/account';
/** For the forms' calls: they put an answer's field errors under their fields. */
const INLINE = { inlineFieldErrors: true } as const;

export interface AccountProfile {
  login: string;
  email: string;
  full_name: string;
  position: string | null;
  org_name: string;
  locale: Language;
  totp_enabled: boolean;
}

export interface ProfileChange {
  full_name: string;
  position: string | null;
  locale: Language;
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** A pending authenticator secret, confirmed by the first code from the app. */
export interface TotpEnrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_uri: string;
  /** PNG data URL of the otpauth URI. */
  qr_data_url: string;
}

/** Removing the authenticator needs a code from it or the password. */
export type TotpRemovalProof = { code: string } | { password: string };

export interface AccountSession {
  id: string;
  created_at: string;
  expires_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The header read by the server: 'Chrome 156 on Linux'; null when unknown. */
  browser: string | null;
  /** The session this page's token stems from. */
  current?: boolean;
}

export const LOGIN_RESULTS = [
  'success',
  'wrong_credentials',
  'wrong_code',
  'blocked',
  'removed',
  'not_completed',
  'locked',
  'rate_limited',
] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

export interface LoginLogEntry {
  id: number;
  at: string;
  ip: string | null;
  user_agent: string | null;
  /** The header read by the server: 'Chrome 156 on Linux'; null when unknown. */
  browser: string | null;
  result: LoginResult;
}

export const accountApi = {
  profile: (signal?: AbortSignal) => http.get<AccountProfile>(`${BASE}/profile`, { signal }),
  // The forms put field errors under their fields (applyServerFieldErrors).
  saveProfile: (change: ProfileChange) => http.put<AccountProfile>(`${BASE}/profile`, change, INLINE),
  changePassword: (change: PasswordChange) => http.post<{ ok: true }>(`${BASE}/password`, change, INLINE),
  enrolTotp: () => http.post<TotpEnrolment>(`${BASE}/totp/enrol`),
  verifyTotp: (code: string) => http.post<{ ok: true }>(`${BASE}/totp/verify`, { code }, INLINE),
  removeTotp: (proof: TotpRemovalProof) => http.delete<{ ok: true }>(`${BASE}/totp`, proof, INLINE),
  sessions: (signal?: AbortSignal) => http.get<ListResult<AccountSession>>(`${BASE}/sessions`, { signal }),
  revokeSession: (id: string) =>
    http.delete<{ revoked: number }>(`${BASE}/sessions/${encodeURIComponent(id)}`),
  revokeOtherSessions: () => http.post<{ revoked: number }>(`${BASE}/sessions/revoke-others`),
  loginLog: (page: { number: number; size: number }, signal?: AbortSignal) =>
    http.get<ListResult<LoginLogEntry>>(
      `${BASE}/login-log?page_number=${page.number}&page_size=${page.size}`,
      { signal },
    ),
};
