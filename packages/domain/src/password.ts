import type { MessageKey } from './messages/index.js';

export const PASSWORD_MIN_LENGTH = 12;

/**
 * The rules of a new password, for the account form and the identity alike; answers the message key
 * of the first one broken. Length counts characters, not UTF-16 units.
 */
export function passwordProblem(
  password: string,
  login: string,
): Extract<MessageKey, 'password_too_short' | 'password_equals_login'> | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.trim().toLowerCase() === login.trim().toLowerCase()) return 'password_equals_login';
  return null;
}
