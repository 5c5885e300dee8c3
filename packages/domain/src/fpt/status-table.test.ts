import { describe, expect, it } from 'vitest';
import {
  FPT_STATUS_TABLE,
  type FptSide,
  availableStatuses,
  checkStatusTransition,
  fptSidesOf,
  fptStatusCode,
  fptStatusIdOfCode,
  isFinalFptStatus,
} from './status-table.js';

/** The table of ../shared/design/exchange.md, written out again so a change to either shows here. */
const EXPECTED: Record<number, { recipient: number[]; sender: number[] }> = {
  1: { recipient: [3], sender: [2] },
  2: { recipient: [], sender: [] },
  3: { recipient: [4, 5, 6, 7, 9, 10, 13], sender: [] },
  4: { recipient: [8, 10, 11, 12], sender: [] },
  5: { recipient: [8, 9, 11, 12], sender: [] },
  6: { recipient: [], sender: [] },
  7: { recipient: [10, 11], sender: [] },
  8: { recipient: [11, 12], sender: [] },
  9: { recipient: [10], sender: [] },
  10: { recipient: [], sender: [] },
  11: { recipient: [], sender: [] },
  12: { recipient: [], sender: [] },
  13: { recipient: [], sender: [] },
};
const ADVISED: Record<number, number[]> = { 3: [4], 4: [8], 5: [8], 8: [12] };
const IDS = FPT_STATUS_TABLE.map((status) => status.id);
const SIDES: FptSide[] = ['recipient', 'sender'];

/** Every (from, to, side) of the 13 × 13 × 2 cube with the answer the table gives. */
const CUBE = IDS.flatMap((from) =>
  IDS.flatMap((to) =>
    SIDES.map((side) => {
      const allowed = EXPECTED[from]?.[side].includes(to) ?? false;
      const other = side === 'recipient' ? 'sender' : 'recipient';
      const byOther = EXPECTED[from]?.[other].includes(to) ?? false;
      const final = EXPECTED[from]?.recipient.length === 0 && EXPECTED[from]?.sender.length === 0;
      let expected: string | null = null;
      if (!allowed) {
        if (final) expected = 'fpt_status_final';
        else if (byOther)
          expected =
            side === 'sender' ? 'fpt_status_sender_may_only_withdraw' : 'fpt_status_only_sender_withdraws';
        else expected = 'fpt_status_transition_refused';
      }
      return [from, to, side, expected] as const;
    }),
  ),
);

describe('the FPT status table (exchange.md)', () => {
  it('has the thirteen statuses with their codes', () => {
    expect(FPT_STATUS_TABLE.map((s) => `${s.id}:${s.code}`)).toEqual([
      '1:new',
      '2:cancelled',
      '3:bank_in_process',
      '4:recipient_blocked',
      '5:withdrawal_limit',
      '6:recipient_not_found',
      '7:recipient_blocked_no_funds',
      '8:possibility',
      '9:funds_withdrawn',
      '10:forwarded',
      '11:refund_refused',
      '12:success',
      '13:fraud_not_confirmed',
    ]);
    expect(fptStatusCode(3)).toBe('bank_in_process');
    expect(fptStatusCode(14)).toBeNull();
    expect(fptStatusIdOfCode('recipient_blocked')).toBe(4);
    expect(fptStatusIdOfCode('blocked')).toBeNull();
  });

  it.each(CUBE)('%s → %s by the %s: %s', (from, to, side, expected) => {
    expect(checkStatusTransition(from, to, side)).toBe(expected);
  });

  it.each([
    [0, 3],
    [14, 3],
    [1, 0],
    [3, 14],
  ])('an unknown status %s → %s is refused', (from, to) => {
    expect(checkStatusTransition(from, to, 'recipient')).toBe('fpt_status_unknown');
  });

  it.each(IDS.flatMap((from) => SIDES.map((side) => [from, side] as const)))(
    'available from %s for the %s: the allowed ones, advised first',
    (from, side) => {
      const list = availableStatuses(from, side);
      const expected = EXPECTED[from]?.[side] ?? [];
      expect(list.map((t) => t.to).sort((a, b) => a - b)).toEqual(expected);
      const advised = side === 'recipient' ? (ADVISED[from] ?? []) : [];
      expect(list.filter((t) => t.advised).map((t) => t.to)).toEqual(advised);
      expect(list.slice(0, advised.length).every((t) => t.advised)).toBe(true);
      expect(list.every((t) => t.by === side)).toBe(true);
    },
  );

  it('nothing is available from an unknown status', () => {
    expect(availableStatuses(99, 'recipient')).toEqual([]);
  });

  it.each([
    [2, true],
    [6, true],
    [10, true],
    [11, true],
    [12, true],
    [13, true],
    [1, false],
    [3, false],
    [8, false],
  ] as const)('status %s is final: %s', (id, final) => {
    expect(isFinalFptStatus(id)).toBe(final);
  });
});

describe('the sides a user acts as', () => {
  const alert = { creatorOrgId: 1, recipientOrgId: 2 };
  it.each([
    ['U1006 of the recipient', { roles: ['U1006'], org_id: 2 }, ['recipient']],
    ['U1006 of another bank', { roles: ['U1006'], org_id: 3 }, []],
    ['E1006 of another bank', { roles: ['E1006'], org_id: 3 }, ['recipient']],
    ['U1005 of the sender', { roles: ['U1005'], org_id: 1 }, ['sender']],
    ['U1005 of another bank', { roles: ['U1005'], org_id: 3 }, []],
    ['E1005 of another bank', { roles: ['E1005'], org_id: 3 }, ['sender']],
    ['U1005 and U1006 of the recipient', { roles: ['U1005', 'U1006'], org_id: 2 }, ['recipient']],
    ['admin', { roles: ['admin'], org_id: 9 }, ['recipient', 'sender']],
    ['no codes', { roles: [], org_id: 2 }, []],
  ])('%s', (_, user, sides) => {
    expect(fptSidesOf(user, alert)).toEqual(sides);
  });

  it('an alert with an unknown recipient has no recipient side', () => {
    expect(fptSidesOf({ roles: ['E1006'], org_id: 2 }, { creatorOrgId: 1, recipientOrgId: null })).toEqual(
      [],
    );
  });
});
