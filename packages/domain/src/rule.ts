import type { Issue, MessageKey } from './messages/index.js';

/**
 * What a rule says about a value: null when valid, otherwise a message key, or an issue when the
 * message needs numbers (e.g. 'max length {count}').
 */
export type RuleOutcome = MessageKey | Issue | null;
export type Rule<T = string> = (value: T) => RuleOutcome;

export function toIssue(outcome: MessageKey | Issue): Issue {
  return typeof outcome === 'string' ? { key: outcome } : outcome;
}

/** The message key of an outcome, for callers that only need the key. */
export function outcomeKey(outcome: RuleOutcome): MessageKey | null {
  if (outcome === null) return null;
  return typeof outcome === 'string' ? outcome : outcome.key;
}

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** An empty value passes; anything else must satisfy the rule. For optional form fields. */
export function optional<T extends string>(rule: Rule<T>): Rule<T | '' | null | undefined> {
  return (value) => (value === null || value === undefined || value.trim() === '' ? null : rule(value as T));
}

/** An empty value gives `requiredKey` ('required field' unless a screen has its own text). */
export function required(
  rule?: Rule,
  requiredKey: MessageKey = 'required_field',
): Rule<string | null | undefined> {
  return (value) => {
    if (value === null || value === undefined || value.trim() === '') return requiredKey;
    return rule ? rule(value) : null;
  };
}

/** Runs rules in order and reports the first failure. */
export function firstFailure<T>(value: T, rules: readonly Rule<T>[]): RuleOutcome {
  for (const rule of rules) {
    const outcome = rule(value);
    if (outcome !== null) return outcome;
  }
  return null;
}
