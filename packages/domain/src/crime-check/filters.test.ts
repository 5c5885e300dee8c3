import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  crimeCheckListQuerySchema,
  effectiveCrimeCheckFilter,
  makeCrimeCheckFilterSchema,
} from './filters.js';

const schema = makeCrimeCheckFilterSchema(() => new Date('2024-06-15T09:00:00Z'));

describe('Crime Check filters (spec 2 §5.3)', () => {
  it.each([
    ['"request id 12 digits"', { id: '123456789012' }, []],
    ['request id 11 digits', { id: '12345678901' }, [{ field: 'id', key: 'request_id_invalid' }]],
    ['"recipient ... valid card or account number"', { recipient_number: '5168755512345675' }, []],
    [
      'recipient too short',
      { recipient_number: '51687555' },
      [{ field: 'recipient_number', key: 'invalid_value' }],
    ],
    ['sender IBAN', { sender_number: 'UA213223130000026007233566001' }, []],
    ['"registry number 1 to 17 digits"', { reg_number: '12345678901234567' }, []],
    [
      'registry number 18',
      { reg_number: '123456789012345678' },
      [{ field: 'reg_number', key: 'registration_number_invalid' }],
    ],
    [
      '"notes ... up to 100 characters"',
      { notes: 'n'.repeat(101) },
      [{ field: 'notes', key: 'max_length', params: { count: 100 } }],
    ],
    [
      '"URL up to 100 characters"',
      { url: 'u'.repeat(101) },
      [{ field: 'url', key: 'max_length', params: { count: 100 } }],
    ],
    [
      '"no future dates"',
      { request_date_from: '16.06.2024' },
      [{ field: 'request_date_from', key: 'date_in_future' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(schema, input)).toEqual(expected);
  });

  it('"When a request id is given, the other filters are cleared"', () => {
    const filter = schema.parse({ id: '123456789012', notes: 'x', status: [4] });
    expect(effectiveCrimeCheckFilter(filter, { hasE22: true })).toEqual({ id: '123456789012' });
  });

  it('without E22 the recipient-issuer filter and status 1 are dropped', () => {
    const filter = schema.parse({ recipient_issuer_id: 3, status: [1, 4] });
    const effective = effectiveCrimeCheckFilter(filter, { hasE22: false });
    expect(effective.recipient_issuer_id).toBeUndefined();
    expect(effective.status).toEqual([4]);
    expect(effectiveCrimeCheckFilter(filter, { hasE22: true })).toBe(filter);
  });

  it('without E22 a filter of status 1 alone matches nothing, not every status', () => {
    const filter = schema.parse({ status: [1] });
    expect(effectiveCrimeCheckFilter(filter, { hasE22: false }).status).toEqual([0]);
    expect(effectiveCrimeCheckFilter(schema.parse({}), { hasE22: false }).status).toEqual([]);
  });

  it('list query defaults to request date descending', () => {
    expect(crimeCheckListQuerySchema.parse({ filter: null })).toMatchObject({
      page_number: 1,
      page_size: 20,
      sort_field: 'request_dt',
      sort_order: 'descend',
    });
  });
});
