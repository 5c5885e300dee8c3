import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  TRANSACTIONS_ADDED_MARKER,
  alertCommentSchema,
  alertMessageSchema,
  makeSetStatusSchema,
  notesAfterTransactionAdded,
  notesAfterTransactionsCleared,
} from './status-change.js';

const setStatus = makeSetStatusSchema(() => new Date('2024-06-15T09:00:00Z'));

describe('change status — "status and notes required (\'required field\'); notes trimmed, max 1000"', () => {
  it('trims the notes and defaults transactions to none', () => {
    expect(setStatus.parse({ id: 'a1', status: 'recipient_blocked', notes: '  blocked  ' })).toEqual({
      id: 'a1',
      status: 'recipient_blocked',
      notes: 'blocked',
      transactions: [],
    });
  });

  it.each([
    ['status missing', { id: 'a1', notes: 'x' }, [{ field: 'status', key: 'required_field' }]],
    ['notes blank', { id: 'a1', status: 's', notes: '   ' }, [{ field: 'notes', key: 'required_field' }]],
    ['notes 1000', { id: 'a1', status: 's', notes: 'n'.repeat(1000) }, []],
    [
      'notes 1001',
      { id: 'a1', status: 's', notes: 'n'.repeat(1001) },
      [{ field: 'notes', key: 'max_length', params: { count: 1000 } }],
    ],
    [
      'outbound transactions are validated',
      {
        id: 'a1',
        status: 's',
        notes: 'x',
        transactions: [
          {
            date_time: '01.06.2024',
            term_type: 'online',
            tran_type: 'p2phone',
            phone: '380501234567',
            amount: '10',
            currency_code: '980',
          },
        ],
      },
      [{ field: 'transactions.0.date_time', key: 'invalid_value' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(setStatus, input)).toEqual(expected);
  });
});

describe('messages and comments — "trimmed, non-empty, max 1000"', () => {
  it.each([
    [alertMessageSchema, { id: 'a1', message: ' hi ' }, []],
    [alertMessageSchema, { id: 'a1', message: '  ' }, [{ field: 'message', key: 'required_field' }]],
    [
      alertMessageSchema,
      { id: 'a1', message: 'm'.repeat(1001) },
      [{ field: 'message', key: 'max_length', params: { count: 1000 } }],
    ],
    [alertCommentSchema, { id: 'a1', comment: 'c'.repeat(1000) }, []],
    [alertCommentSchema, { comment: 'c' }, [{ field: 'id', key: 'required_field' }]],
  ])('%#', (schema, input, expected) => {
    expect(fieldErrorsOf(schema, input)).toEqual(expected);
  });
});

describe("the '* transactions added' marker", () => {
  it.each([
    ['', 0, TRANSACTIONS_ADDED_MARKER],
    ['  ', 0, TRANSACTIONS_ADDED_MARKER],
    ['blocked', 0, 'blocked'],
    ['', 2, ''],
  ])('notes %j with %s transactions before → %j', (notes, before, expected) => {
    expect(notesAfterTransactionAdded(notes, before)).toBe(expected);
  });

  it.each([
    [TRANSACTIONS_ADDED_MARKER, ''],
    [`${TRANSACTIONS_ADDED_MARKER} and funds blocked`, `${TRANSACTIONS_ADDED_MARKER} and funds blocked`],
    ['blocked', 'blocked'],
  ])('clearing with notes %j → %j', (notes, expected) => {
    expect(notesAfterTransactionsCleared(notes)).toBe(expected);
  });
});
