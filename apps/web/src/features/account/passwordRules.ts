import { PASSWORD_MIN_LENGTH, passwordProblem as domainPasswordProblem } from '@afx/domain';

// The password rules live in the domain; the form names them by its own text keys.
export { PASSWORD_MIN_LENGTH };

export type PasswordProblem = 'tooShort' | 'equalsLogin';

/** The first rule a new password breaks, or null (the domain's rule, as the server checks it). */
export function passwordProblem(password: string, login: string): PasswordProblem | null {
  const problem = domainPasswordProblem(password, login);
  return problem === 'password_too_short'
    ? 'tooShort'
    : problem === 'password_equals_login'
      ? 'equalsLogin'
      : null;
}
