import { describe, expect, it } from 'vitest';
import { sandboxBankDecision } from './bank-decision.js';

const statusesFor = (data: unknown) => sandboxBankDecision(data)?.steps.map((s) => s.status);

describe('the sandbox bank decides by the last digit of the recipient', () => {
  it.each([
    ['4111111111111110', []],
    ['4111111111111113', []],
    ['4111111111111114', ['bank_in_process']],
    ['4111111111111116', ['bank_in_process']],
    ['4111111111111117', ['bank_in_process', 'recipient_blocked']],
    ['4111111111111119', ['bank_in_process', 'recipient_blocked']],
    ['UA213223130000026007233566005', ['bank_in_process']],
    ['4111 1111 1111 1118 ', ['bank_in_process', 'recipient_blocked']],
    ['unknown', []],
  ])('%s → %j', (number, statuses) => {
    expect(statusesFor({ id: 'a1', recipient_number: number })).toEqual(statuses);
  });

  it('reads the create request names too', () => {
    expect(statusesFor({ id: 'a1', recipient_pan: '5168000000000005' })).toEqual(['bank_in_process']);
    expect(statusesFor({ id: 'a1', recipient_iban: 'UA213223130000026007233566009' })).toHaveLength(2);
  });

  it('explains itself in the notes and names the alert', () => {
    expect(sandboxBankDecision({ id: 'a7', recipient_number: '4111111111111117' })).toEqual({
      alertId: 'a7',
      lastDigit: 7,
      atOnce: false,
      steps: [
        { status: 'bank_in_process', notes: expect.stringContaining('processing') as string },
        { status: 'recipient_blocked', notes: expect.stringContaining('blocked') as string },
      ],
    });
  });

  it('answers at once only for a 9, the others after the delay', () => {
    const atOnce = (n: string) => sandboxBankDecision({ id: 'a1', recipient_number: n })?.atOnce;
    expect(atOnce('4111111111111119')).toBe(true);
    for (const n of ['4111111111111110', '4111111111111114', '4111111111111117', '4111111111111118'])
      expect(atOnce(n)).toBe(false);
  });

  it('is no decision for data that is not an alert', () => {
    expect(sandboxBankDecision({ recipient_number: '4111111111111117' })).toBeUndefined();
    expect(sandboxBankDecision({ id: 'a1' })).toBeUndefined();
    expect(sandboxBankDecision('a1')).toBeUndefined();
  });
});
