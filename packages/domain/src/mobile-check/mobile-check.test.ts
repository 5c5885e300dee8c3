import { describe, expect, it } from 'vitest';
import {
  callForwardingAnswerOf,
  checkMcsConsent,
  MCS_CONSENT_REQUIRED_DEFAULT,
  maxAgeHours,
  mcsAnalyticsLabel,
  mayMoveMcsCheck,
  mcsCheckCreateSchema,
  operatorOfPhone,
  simChangedAnswerOf,
} from './index.js';

describe('operator by number range', () => {
  it.each([
    ['067', 'kyivstar'],
    ['068', 'kyivstar'],
    ['096', 'kyivstar'],
    ['097', 'kyivstar'],
    ['098', 'kyivstar'],
    ['077', 'kyivstar'],
    ['050', 'vodafone'],
    ['066', 'vodafone'],
    ['095', 'vodafone'],
    ['099', 'vodafone'],
    ['075', 'vodafone'],
    ['063', 'lifecell'],
    ['073', 'lifecell'],
    ['093', 'lifecell'],
    ['091', 'other'],
    ['044', 'other'],
  ])('%s → %s', (code, operator) => {
    expect(operatorOfPhone(`38${code}1234567`)).toBe(operator);
  });
  it('a foreign number belongs to another operator', () => {
    expect(operatorOfPhone('48601234567')).toBe('other');
  });
});

describe('the create request', () => {
  it('keeps digits and completes a Ukrainian number to 380XXXXXXXXX', () => {
    expect(mcsCheckCreateSchema.parse({ phone: '(067) 123-45-67', depth_days: 5, consent: true }).phone).toBe(
      '380671234567',
    );
    expect(
      mcsCheckCreateSchema.parse({ phone: '+380 50 123 45 67', depth_days: 1, consent: false }).phone,
    ).toBe('380501234567');
  });
  it.each([0, 101])('refuses a depth of %s days', (depth_days) => {
    const result = mcsCheckCreateSchema.safeParse({ phone: '0671234567', depth_days, consent: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('mcs_depth_range');
  });
  it('refuses a number too short', () => {
    const result = mcsCheckCreateSchema.safeParse({ phone: '123', depth_days: 1, consent: true });
    expect(result.error?.issues[0]?.message).toBe('phone_international');
  });
  it('maxAge is days × 24 hours, at most 2400', () => {
    expect(maxAgeHours(1)).toBe(24);
    expect(maxAgeHours(100)).toBe(2400);
  });
});

describe('consent', () => {
  it('is required by the three operators by default', () => {
    expect(checkMcsConsent('kyivstar', false, MCS_CONSENT_REQUIRED_DEFAULT)).toBe('mcs_consent_required');
    expect(checkMcsConsent('lifecell', true, MCS_CONSENT_REQUIRED_DEFAULT)).toBeNull();
    expect(checkMcsConsent('other', false, MCS_CONSENT_REQUIRED_DEFAULT)).toBeNull();
    expect(checkMcsConsent('vodafone', false, ['kyivstar'])).toBeNull();
  });
});

describe('CAMARA answers in the spec’s words', () => {
  it.each([
    [{ kind: 'ok', value: true }, 'yes'],
    [{ kind: 'ok', value: false }, 'no'],
    [{ kind: 'error', status: 404, code: 'IDENTIFIER_NOT_FOUND' }, 'another_operator'],
    [{ kind: 'error', status: 422, code: 'SERVICE_NOT_APPLICABLE' }, 'not_active'],
    [{ kind: 'error', status: 404, code: 'NOT_FOUND' }, 'another_operator_or_not_active'],
    [{ kind: 'error', status: 503, code: 'UNAVAILABLE' }, null],
    [{ kind: 'error', status: 401, code: 'UNAUTHENTICATED' }, null],
  ] as const)('SIM Swap %j → %s', (outcome, answer) => {
    expect(simChangedAnswerOf(outcome)).toBe(answer);
  });
  it('call forwarding: yes/no from Kyivstar, unknown otherwise', () => {
    expect(callForwardingAnswerOf('kyivstar', { kind: 'ok', value: true })).toBe('yes');
    expect(callForwardingAnswerOf('kyivstar', { kind: 'ok', value: false })).toBe('no');
    expect(callForwardingAnswerOf('kyivstar', { kind: 'error', status: 404, code: 'NOT_FOUND' })).toBe(
      'unknown',
    );
    expect(callForwardingAnswerOf('vodafone', { kind: 'ok', value: true })).toBe('unknown');
    expect(callForwardingAnswerOf('other', null)).toBe('unknown');
  });
});

describe('status transitions', () => {
  it.each([
    ['queued', 'in_progress', true],
    ['in_progress', 'answered', true],
    ['in_progress', 'failed', true],
    ['in_progress', 'queued', true],
    ['queued', 'answered', true],
    ['answered', 'in_progress', false],
    ['failed', 'queued', false],
    ['answered', 'failed', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(mayMoveMcsCheck(from, to)).toBe(allowed);
  });
});

describe('the analytics keys in words, on the screen and in the export', () => {
  it.each([
    ['day', '2026-11-03', 'uk', '03.11.2026'],
    ['day', 'not a day', 'uk', 'not a day'],
    ['operator', 'kyivstar', 'en', 'Kyivstar'],
    ['sim_changed', 'yes', 'en', 'SIM changed: yes'],
    ['call_forwarding', 'unknown', 'uk', 'Переадресація: невідомо'],
  ] as const)('%s %s (%s) → %s', (chart, key, locale, words) => {
    expect(mcsAnalyticsLabel(chart, key, locale)).toBe(words);
  });
});
