import type { ApiAnswer, ApiBody, ApiRow } from '../../api/contract';
import { http } from '../../api/http';

// The signed-in user's own account (apps/server/src/identity/account).
const BASE = '/api/cab/v1/account';
/** For the forms' calls: they put an answer's field errors under their fields. */
const INLINE = { inlineFieldErrors: true } as const;

export type AccountProfile = ApiAnswer<'/api/cab/v1/account/profile', 'get'>;

export type ProfileChange = ApiBody<'/api/cab/v1/account/profile', 'put'>;
export type PasswordChange = ApiBody<'/api/cab/v1/account/password'>;

/**
 * A pending authenticator secret (base32 for typing by hand, its otpauth URI and a PNG data URL of
 * it), confirmed by the first code from the app.
 */
export type TotpEnrolment = ApiAnswer<'/api/cab/v1/account/totp/enrol'>;

/** Removing the authenticator needs a code from it or the password. */
export type TotpRemovalProof = { code: string } | { password: string };

/**
 * A session: `browser` is the server's reading of its header ('Chrome 156 on Linux'), `current`
 * marks the one this page's token stems from.
 */
export type AccountSession = ApiRow<'/api/cab/v1/account/sessions', 'get'>;

export type LoginLogEntry = ApiRow<'/api/cab/v1/account/login-log', 'get'>;
export type LoginResult = LoginLogEntry['result'];

/** Every outcome the log records, as the server names them. */
export const LOGIN_RESULTS = [
  'success',
  'wrong_credentials',
  'wrong_code',
  'blocked',
  'removed',
  'not_completed',
  'locked',
  'rate_limited',
] as const satisfies readonly LoginResult[];

export const accountApi = {
  profile: (signal?: AbortSignal) => http.get<AccountProfile>(`${BASE}/profile`, { signal }),
  // The forms put field errors under their fields (applyServerFieldErrors).
  saveProfile: (change: ProfileChange) =>
    http.put<ApiAnswer<'/api/cab/v1/account/profile', 'put'>>(`${BASE}/profile`, change, INLINE),
  changePassword: (change: PasswordChange) =>
    http.post<ApiAnswer<'/api/cab/v1/account/password'>>(`${BASE}/password`, change, INLINE),
  enrolTotp: () => http.post<TotpEnrolment>(`${BASE}/totp/enrol`),
  verifyTotp: (code: string) =>
    http.post<ApiAnswer<'/api/cab/v1/account/totp/verify'>>(`${BASE}/totp/verify`, { code }, INLINE),
  removeTotp: (proof: TotpRemovalProof) =>
    http.delete<ApiAnswer<'/api/cab/v1/account/totp', 'delete'>>(`${BASE}/totp`, proof, INLINE),
  sessions: (signal?: AbortSignal) =>
    http.get<ApiAnswer<'/api/cab/v1/account/sessions', 'get'>>(`${BASE}/sessions`, { signal }),
  revokeSession: (id: string) =>
    http.delete<ApiAnswer<'/api/cab/v1/account/sessions/{id}', 'delete'>>(
      `${BASE}/sessions/${encodeURIComponent(id)}`,
    ),
  revokeOtherSessions: () =>
    http.post<ApiAnswer<'/api/cab/v1/account/sessions/revoke-others'>>(`${BASE}/sessions/revoke-others`),
  loginLog: (page: { number: number; size: number }, signal?: AbortSignal) =>
    http.get<ApiAnswer<'/api/cab/v1/account/login-log', 'get'>>(
      `${BASE}/login-log?page_number=${page.number}&page_size=${page.size}`,
      { signal },
    ),
};
