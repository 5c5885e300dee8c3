import { describe, expect, it } from 'vitest';
import type { IssuerOutcome } from '../issuer-lookup.js';
import { isCrimeCheckCommentEnabled, isCrimeCheckMutable } from './access.js';
import {
  CRIME_CHECK_DEFAULT_DUE_DAYS,
  crimeCheckDueDate,
  isCrimeCheckOverdue,
  parseCrimeCheckDueDays,
} from './due-date.js';
import { crimeCheckTransactionFigures } from './figures.js';
import { crimeCheckIncidentDraft } from './incident-draft.js';
import { crimeCheckInitialStatus } from './routing.js';

describe('routing at filing', () => {
  it.each<[IssuerOutcome, boolean, boolean, number]>([
    ['not_found', false, false, 1],
    ['not_found', true, true, 1],
    ['not_connected', false, false, 2],
    ['not_supported', true, true, 2],
    ['found', true, false, 3],
    ['found', true, true, 4],
    ['found', false, false, 4],
  ])('%s, IBAN %s, IBAN support %s → %i', (outcome, recipientIsIban, ibanSupported, status) => {
    expect(crimeCheckInitialStatus(outcome, { recipientIsIban, ibanSupported })).toBe(status);
  });
});

describe('due dates', () => {
  const filed = new Date('2026-11-01T10:00:00Z');
  it.each([
    [1, '2026-11-11T10:00:00.000Z'],
    [2, '2026-11-11T10:00:00.000Z'],
    [3, '2026-12-01T10:00:00.000Z'],
    [4, '2026-11-06T10:00:00.000Z'],
  ])('registry type %i is due %s by default', (type, due) => {
    expect(crimeCheckDueDate(filed, type).toISOString()).toBe(due);
  });

  it('reads CRC_DUE_DAYS', () => {
    expect(parseCrimeCheckDueDays('1:10,2:10,3:30,4:5')).toEqual(CRIME_CHECK_DEFAULT_DUE_DAYS);
    expect(parseCrimeCheckDueDays('4:2')).toEqual({ ...CRIME_CHECK_DEFAULT_DUE_DAYS, 4: 2 });
    expect(crimeCheckDueDate(filed, 4, parseCrimeCheckDueDays('4:2')!).toISOString()).toBe(
      '2026-11-03T10:00:00.000Z',
    );
  });

  it.each(['5:3', '1:0', '1:400', '1=10', 'x'])('refuses CRC_DUE_DAYS %s', (text) => {
    expect(parseCrimeCheckDueDays(text)).toBeNull();
  });

  it.each([
    [4, '2026-11-12T00:00:00Z', true],
    [5, '2026-11-12T00:00:00Z', true],
    [6, '2026-11-12T00:00:00Z', false],
    [7, '2026-11-12T00:00:00Z', false],
    [4, '2026-11-10T00:00:00Z', false],
  ])('status %i at %s overdue: %s', (statusId, now, overdue) => {
    const dueDt = new Date('2026-11-11T10:00:00Z');
    expect(isCrimeCheckOverdue({ dueDt, statusId }, new Date(now))).toBe(overdue);
  });
});

describe('mutable and create_comment_enable', () => {
  const u22 = { roles: ['U22'], org_id: 10 };
  const e22 = { roles: ['E22'], org_id: 11 };
  const police = { roles: ['U22'], org_id: 50 };
  const request = (statusId: number, recipientOrgId: number | null = 10) => ({
    statusId,
    recipientOrgId,
    policeOrgId: 50,
  });

  it.each([
    [1, false, false],
    [2, true, false],
    [3, false, false],
    [4, true, true],
    [5, true, true],
    [6, true, true],
    [7, true, true],
  ])('status %i: mutable for U22 %s, for E22 %s', (status, forU22, forE22) => {
    expect(isCrimeCheckMutable(u22, request(status))).toBe(forU22);
    expect(isCrimeCheckMutable(e22, request(status))).toBe(forE22);
  });

  it('another bank’s request is not mutable for U22', () => {
    expect(isCrimeCheckMutable({ roles: ['U22'], org_id: 12 }, request(4))).toBe(false);
    expect(isCrimeCheckMutable({ roles: [], org_id: 10 }, request(4))).toBe(false);
  });

  it.each([
    [3, false],
    [4, true],
    [6, true],
  ])('status %i: comments enabled %s for the bank and the filing unit', (status, enabled) => {
    expect(isCrimeCheckCommentEnabled(u22, request(status), 'bank')).toBe(enabled);
    expect(isCrimeCheckCommentEnabled(police, request(status), 'police')).toBe(enabled);
  });

  it('another police unit may not comment', () => {
    expect(isCrimeCheckCommentEnabled({ roles: ['U22'], org_id: 51 }, request(5), 'police')).toBe(false);
  });
});

describe('transaction figures', () => {
  it('sums one currency and leaves no total when currencies mix', () => {
    const tran = (amount: string, currency_code: string, date_time = '02.06.2026 10:00:00') => ({
      amount,
      currency_code,
      date_time,
    });
    expect(
      crimeCheckTransactionFigures([tran('10', '980'), tran('5.5', '980', '01.06.2026 09:00:00')]),
    ).toMatchObject({
      count: 2,
      total: '15.50',
      currency: '980',
      firstTime: { day: 1, month: 6, year: 2026 },
    });
    expect(crimeCheckTransactionFigures([tran('10', '980'), tran('5', '840')])).toMatchObject({
      count: 2,
      total: null,
      currency: null,
    });
  });
});

describe('incident draft (basis type 1)', () => {
  const base = {
    id: '100000000123',
    requestDt: new Date('2026-11-20T10:00:00Z'),
    registryType: 1,
    regNumber: '12026100100000123',
    regDate: '19.11.2026',
    recipientType: 'card',
    recipientNumber: '4149100000000007',
    notes: 'Notes of the officer',
    url: 'https://fake.example',
    fraudTransactions: [{ date_time: '18.11.2026 12:00:00' }],
    reply: { recipient_cardholder_id: '1234567890', recipient_cardholder_name: 'Петренко Іван' },
  };

  it('takes the date, holder, card, ERDR and description', () => {
    expect(crimeCheckIncidentDraft(base)).toEqual({
      basis_type: 1,
      basis_id: '100000000123',
      details: {
        event_date: '18.11.2026',
        inn: '1234567890',
        fullname: 'Петренко Іван',
        pan: '4149100000000007',
        erdr_number: '12026100100000123',
        erdr_date: '19.11.2026',
        description: 'Notes of the officer\nhttps://fake.example',
      },
    });
  });

  it('an IBAN heads the description; no ERDR outside registry type 1; request date without transactions', () => {
    const draft = crimeCheckIncidentDraft({
      ...base,
      registryType: 3,
      recipientType: 'account',
      recipientNumber: 'UA213223130000026007233566001',
      fraudTransactions: [],
      reply: { recipient_cardholder_name: 'X' },
    });
    expect(draft.details).toEqual({
      event_date: '20.11.2026',
      description: 'IBAN UA213223130000026007233566001\nNotes of the officer\nhttps://fake.example',
    });
  });
});
