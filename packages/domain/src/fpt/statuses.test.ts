import { describe, expect, it } from 'vitest';
import {
  FPT_COUNTER_GROUPS,
  TO_PROCESS_STATUS_CODE,
  fptStatusAllowsIncident,
  fptStatusNameKey,
  inboundAlertActions,
  offersStatusChangeWithIncident,
  shortAlertId,
  showsOutboundTransactions,
} from './statuses.js';

describe('FPT statuses — "1 new, 3 in process, 8 possible prevention, 12 success"', () => {
  it.each([
    [1, 'fpt_status_1'],
    [3, 'fpt_status_3'],
    [8, 'fpt_status_8'],
    [12, 'fpt_status_12'],
    [99, 'status_unknown'],
  ])('%s → %s', (id, key) => {
    expect(fptStatusNameKey(id)).toBe(key);
  });

  it.each([
    ...[4, 5, 7, 8, 9, 10, 11, 12, 13].map((id) => [id, true] as const),
    ...[1, 2, 3, 6, 14].map((id) => [id, false] as const),
  ])('"Ids 4, 5, 7, 8, 9, 10, 11, 12, 13 allow incident creation": %s → %s', (id, expected) => {
    expect(fptStatusAllowsIncident(id)).toBe(expected);
  });

  it('counter groups: "in process = statuses 1 and 3; possibility = 8; success = 12"', () => {
    expect(FPT_COUNTER_GROUPS.in_process.statusIds).toEqual([1, 3]);
    expect(FPT_COUNTER_GROUPS.possibility.statusIds).toEqual([8]);
    expect(FPT_COUNTER_GROUPS.success.statusIds).toEqual([12]);
  });

  it("'to process' sets bank_in_process", () => {
    expect(TO_PROCESS_STATUS_CODE).toBe('bank_in_process');
  });
});

describe('inbound alert actions', () => {
  it.each([
    [
      1,
      {
        toProcess: true,
        changeStatus: false,
        openChangeStatusAtOnce: false,
        showIssuerReply: false,
        cancelClosesDialog: false,
      },
    ],
    [
      2,
      {
        toProcess: false,
        changeStatus: false,
        openChangeStatusAtOnce: false,
        showIssuerReply: true,
        cancelClosesDialog: false,
      },
    ],
    [
      3,
      {
        toProcess: false,
        changeStatus: true,
        openChangeStatusAtOnce: true,
        showIssuerReply: false,
        cancelClosesDialog: true,
      },
    ],
    [
      8,
      {
        toProcess: false,
        changeStatus: true,
        openChangeStatusAtOnce: false,
        showIssuerReply: true,
        cancelClosesDialog: false,
      },
    ],
  ])('status %s → %o', (status, expected) => {
    expect(inboundAlertActions(status)).toEqual(expected);
  });

  it.each([
    [{ hasOutboundTransactions: true, chosenStatusCode: null }, true],
    [{ hasOutboundTransactions: false, chosenStatusCode: 'recipient_blocked' }, true],
    [{ hasOutboundTransactions: false, chosenStatusCode: 'withdrawal_limit' }, true],
    [{ hasOutboundTransactions: false, chosenStatusCode: 'recipient_blocked_no_funds' }, true],
    [{ hasOutboundTransactions: false, chosenStatusCode: 'bank_in_process' }, false],
    [{ hasOutboundTransactions: false, chosenStatusCode: null }, false],
  ])('outbound transactions shown for %o → %s', (input, expected) => {
    expect(showsOutboundTransactions(input)).toBe(expected);
  });

  it.each([
    [{ hasIncident: false, newStatusId: 12 }, true],
    [{ hasIncident: true, newStatusId: 12 }, false],
    [{ hasIncident: false, newStatusId: 3 }, false],
  ])("'change status and create incident' for %o → %s", (input, expected) => {
    expect(offersStatusChangeWithIncident(input)).toBe(expected);
  });

  it('"Alert id shown as its last 12 characters"', () => {
    expect(shortAlertId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('70867728950e');
    expect(shortAlertId('short')).toBe('short');
  });
});
