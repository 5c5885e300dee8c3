import { isPermissionCode, type PermissionCode } from '../permissions.js';

/**
 * The codes a manager may not grant: those outside the organisation's allowance (the administrator's
 * `grantable_codes`; E codes only when listed there). In the order given, each once.
 */
export function codesBeyondAllowance(codes: readonly string[], allowance: readonly string[]): string[] {
  const allowed = new Set(allowance);
  return [...new Set(codes)].filter((code) => !allowed.has(code));
}

/** Only known codes, each once, in the order of the list of codes (U before E, by number). */
export function normalizePermissionCodes(codes: readonly string[]): PermissionCode[] {
  const set = new Set(codes);
  const order = (code: string) => (code.startsWith('U') ? 0 : 1_000_000) + Number(code.slice(1));
  return [...set].filter(isPermissionCode).sort((a, b) => order(a) - order(b));
}
