import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const params = { algorithm: 'SHA1', digits: 6, period: PERIOD } as const;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, login: string): string {
  return new TOTP({ issuer: 'AFX', label: login, secret: Secret.fromBase32(secret), ...params }).toString();
}

/**
 * Checks a code against the secret with one step of clock drift either way. Answers the time step
 * it matched, or null; a step at or before `lastStep` was used already and is refused (no replay).
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    window: 1,
    timestamp: now,
    ...params,
  });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
