/** What an authenticator shows: six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** The base32 secret in groups of four, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
