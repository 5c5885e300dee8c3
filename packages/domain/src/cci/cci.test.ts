import { describe, expect, it } from 'vitest';
import {
  cciAnswerText,
  cciIssuerAnswerSchema,
  cciRequestFilterSchema,
  cciUsageDescription,
  checkCardLastFour,
  maskCardNumber,
} from './cci.js';

describe('card-blocking information rules', () => {
  it('masks a card: first six, stars, last four, in fours', () => {
    expect(maskCardNumber('4441110000001111')).toBe('4441 11** **** 1111');
    expect(maskCardNumber('4441110000000001111')).toBe('4441 11** **** ***1 111');
  });

  it.each([
    [{ ref_number: 'R1', status: 'blocked', server_time: '2026-11-27T10:00:00Z' }, true],
    [
      {
        ref_number: 'R1',
        status: 'not_blocked',
        status_info: null,
        notes: 'n',
        server_time: '2026-11-27T10:00:00+02:00',
      },
      true,
    ],
    [{ ref_number: 42, status: 'blocked', server_time: '2026-11-27T10:00:00Z' }, false],
    [{ ref_number: 'R1', status: 'maybe', server_time: '2026-11-27T10:00:00Z' }, false],
    [{ ref_number: 'R1', status: 'blocked', server_time: 'yesterday' }, false],
    [{ ref_number: ' ', status: 'blocked', server_time: '2026-11-27T10:00:00Z' }, false],
  ])('the issuer’s answer %j is valid: %s', (answer, valid) => {
    expect(cciIssuerAnswerSchema.safeParse(answer).success).toBe(valid);
  });

  it('writes the answer as text in the reader’s language', () => {
    const answer = {
      cci_request_id: 'id-1',
      ref_number: 'R1',
      status: 'blocked' as const,
      status_info: '',
      notes: 'n',
      server_time: 't',
      pan_masked: '4441 11** **** 1111',
      issuer_name: 'Bank Alpha',
    };
    expect(cciAnswerText(answer, 'en')).toBe(
      'Card: 4441 11** **** 1111\nIssuer: Bank Alpha\nStatus: Card blocked\nIssuer’s notes: n\nIssuer’s reference: R1\nRequest ID: id-1\nAnswered at: t',
    );
    expect(cciAnswerText(answer, 'uk')).toContain('Статус: Картку заблоковано');
  });

  it('describes a billed use in plain words', () => {
    expect(cciUsageDescription('4441 11** **** 1111', 'card_not_found')).toBe(
      '4441 11** **** 1111 — card not found',
    );
  });

  it.each([
    ['1234', null],
    ['123', 'cci_last_four_invalid'],
    ['12a4', 'cci_last_four_invalid'],
  ])('card last four %s → %s', (value, key) => {
    expect(checkCardLastFour(value)).toBe(key);
  });

  it('the log filter: a period in order, an outcome of the list', () => {
    expect(cciRequestFilterSchema.safeParse({ date_from: '01.11.2026', date_to: '02.11.2026' }).success).toBe(
      true,
    );
    expect(cciRequestFilterSchema.safeParse({ date_from: '02.11.2025', date_to: '01.11.2025' }).success).toBe(
      false,
    );
    expect(cciRequestFilterSchema.safeParse({ result: 'timeout' }).success).toBe(true);
    expect(cciRequestFilterSchema.safeParse({ result: 'lost' }).success).toBe(false);
  });
});
