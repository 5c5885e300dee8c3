import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password.js';

describe('passwordProblem', () => {
  it.each([
    ['eleven-char', 'olena', 'password_too_short'],
    ['дванадцять!!', 'olena', null],
    ['12-characters', 'olena', null],
    ['Alpha.Analyst', 'alpha.analyst', 'password_equals_login'],
    ['Olena', 'olena', 'password_too_short'],
    [' ALPHA.ANALYST12 ', 'alpha.analyst12', 'password_equals_login'],
    ['a-long-enough-password', 'alpha.analyst', null],
  ])('%j for login %j → %s', (password, login, expected) => {
    expect(passwordProblem(password, login)).toBe(expected);
  });
});
