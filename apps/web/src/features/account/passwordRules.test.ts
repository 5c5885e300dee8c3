import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordRules';

describe('passwordProblem', () => {
  it.each([
    ['eleven char', 'alpha.analyst', 'tooShort'],
    ['twelve chars', 'alpha.analyst', null],
    // 12 characters, 13 UTF-16 units: counted as a person sees them, as the server does.
    ['пароль-😀-кот', 'alpha.analyst', null],
    ['  Alpha.Analyst ', 'alpha.analyst', 'equalsLogin'],
    ['correct horse battery', 'alpha.analyst', null],
  ])('%j for login %s → %s', (password, login, expected) => {
    expect(passwordProblem(password, login)).toBe(expected);
  });
});
