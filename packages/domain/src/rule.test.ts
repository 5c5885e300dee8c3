import { describe, expect, it } from 'vitest';
import { checkInn } from './shared-rules.js';
import { firstFailure, isBlank, optional, outcomeKey, required, toIssue } from './rule.js';

describe('rule combinators', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['1234567890', null],
    ['0000000000', 'inn_invalid'],
  ])('optional(checkInn)(%j) → %s', (value, expected) => {
    expect(optional(checkInn)(value)).toBe(expected);
  });

  it.each([
    ['', 'required_field'],
    [null, 'required_field'],
    ['12', 'inn_invalid'],
    ['1234567890', null],
  ])('required(checkInn)(%j) → %s', (value, expected) => {
    expect(required(checkInn)(value)).toBe(expected);
  });

  it('required takes a screen-specific text', () => {
    expect(required(undefined, 'bin_required')('')).toBe('bin_required');
    expect(required()('x')).toBeNull();
  });

  it('firstFailure reports the first failing rule', () => {
    const rules = [() => null, () => 'digits_only' as const, () => 'three_digits' as const];
    expect(firstFailure('x', rules)).toBe('digits_only');
    expect(firstFailure('x', [])).toBeNull();
  });

  it.each([
    ['max_length', { key: 'max_length' }],
    [
      { key: 'max_length', params: { count: 5 } },
      { key: 'max_length', params: { count: 5 } },
    ],
  ] as const)('toIssue(%o) → %o', (outcome, expected) => {
    expect(toIssue(outcome)).toEqual(expected);
  });

  it.each([
    [null, null],
    ['digits_only', 'digits_only'],
    [{ key: 'max_length', params: { count: 5 } }, 'max_length'],
  ] as const)('outcomeKey(%o) → %s', (outcome, expected) => {
    expect(outcomeKey(outcome)).toBe(expected);
  });

  it.each([
    [' ', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['a', false],
  ])('isBlank(%j) → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
