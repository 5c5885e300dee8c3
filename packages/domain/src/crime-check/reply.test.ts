import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  checkRejectionNotesChanged,
  crimeCheckCommentSchema,
  geodataEntrySchema,
  makeIssuerReplySchema,
} from './reply.js';

const schema = makeIssuerReplySchema(() => new Date('2024-06-15T09:00:00Z'));
const ID = '123456789012';
const GEO = { date_time: '01.06.2024 10:00:00', lat: '50.4501', lon: '30.5234' };

describe('issuer reply (spec 2 §5.3)', () => {
  it.each([
    ['cardholder id only', { recipient_cardholder_id: '1234567890' }],
    ['cardholder name only', { recipient_cardholder_name: 'Петренко Іван' }],
    ['notes only', { notes: 'Кошти виведено' }],
    ['one geodata entry', { last_authorization_geodata: [GEO] }],
    [
      'one offline transaction',
      {
        last_offline_transactions: [
          {
            date_time: '01.06.2024 10:00:00',
            term_type: 'pos',
            tran_type: 'other',
            acquirer_id: '123456',
            terminal_id: 'T1',
            merchant_name: 'Shop',
          },
        ],
      },
    ],
    ['a rejection with notes', { is_rejected: true, notes: 'Картку не знайдено' }],
  ])('accepts %s', (_name, change) => {
    expect(fieldErrorsOf(schema, { request_id: ID, ...change })).toEqual([]);
  });

  it.each([
    ['"\'required data\'" for an empty reply', {}, [{ field: '', key: 'required_data' }]],
    [
      'blank texts are no data',
      { notes: '  ', recipient_cardholder_name: '' },
      [{ field: '', key: 'required_data' }],
    ],
    [
      '"A rejection needs non-empty notes"',
      { is_rejected: true, notes: ' ' },
      [{ field: 'notes', key: 'reject_notes_required' }],
    ],
    [
      '"cardholder id ... exactly 10 digits if given"',
      { recipient_cardholder_id: '123456789' },
      [{ field: 'recipient_cardholder_id', key: 'inn_invalid' }],
    ],
    [
      '"cardholder name max 255"',
      { recipient_cardholder_name: 'n'.repeat(256) },
      [{ field: 'recipient_cardholder_name', key: 'max_length', params: { count: 255 } }],
    ],
    [
      '"notes max 5000"',
      { notes: 'n'.repeat(5001) },
      [{ field: 'notes', key: 'max_length', params: { count: 5000 } }],
    ],
    [
      'geodata "up to 100 entries"',
      { last_authorization_geodata: Array.from({ length: 101 }, () => GEO) },
      [{ field: 'last_authorization_geodata', key: 'too_many_items', params: { count: 100 } }],
    ],
    [
      'request id 12 digits',
      { request_id: '1', notes: 'x' },
      [{ field: 'request_id', key: 'request_id_invalid' }],
    ],
  ])('%s', (_name, change, expected) => {
    expect(fieldErrorsOf(schema, { request_id: ID, ...change })).toEqual(expected);
  });

  it('100 geodata entries are fine', () => {
    expect(
      fieldErrorsOf(schema, {
        request_id: ID,
        last_authorization_geodata: Array.from({ length: 100 }, () => GEO),
      }),
    ).toEqual([]);
  });
});

describe('geodata entry — "time, latitude, longitude required", non-zero, in range', () => {
  it('parses coordinates to numbers', () => {
    expect(geodataEntrySchema.parse({ ...GEO, lat: '50,4501' })).toEqual({
      date_time: '01.06.2024 10:00:00',
      lat: 50.4501,
      lon: 30.5234,
    });
  });

  it.each([
    ['time missing', { date_time: '' }, [{ field: 'date_time', key: 'required_field' }]],
    ['time format', { date_time: '01.06.2024' }, [{ field: 'date_time', key: 'datetime_format' }]],
    ['latitude missing', { lat: undefined }, [{ field: 'lat', key: 'required_field' }]],
    ['latitude blank', { lat: ' ' }, [{ field: 'lat', key: 'required_field' }]],
    ['latitude zero', { lat: 0 }, [{ field: 'lat', key: 'latitude_invalid' }]],
    ['latitude 91', { lat: '91' }, [{ field: 'lat', key: 'latitude_invalid' }]],
    ['longitude -181', { lon: '-181' }, [{ field: 'lon', key: 'longitude_invalid' }]],
    ['longitude 7 decimals', { lon: '30.1234567' }, [{ field: 'lon', key: 'coordinate_precision' }]],
  ])('%s', (_name, change, expected) => {
    expect(fieldErrorsOf(geodataEntrySchema, { ...GEO, ...change })).toEqual(expected);
  });
});

describe('rejection notes — "different from the previous ones"', () => {
  it.each([
    ['new reason', 'old reason', null],
    ['same reason ', 'same reason', 'notes_not_changed'],
    ['', 'old', 'reject_notes_required'],
    ['first reason', null, null],
  ])('%j after %j → %s', (notes, previous, expected) => {
    expect(checkRejectionNotesChanged(notes, previous)).toBe(expected);
  });
});

describe('history comment — "trimmed, non-empty, max 5000"', () => {
  it.each([
    [{ request_id: ID, comment_on_fraud: ' ok ' }, []],
    [{ request_id: ID, comment_on_fraud: '  ' }, [{ field: 'comment_on_fraud', key: 'required_field' }]],
    [
      { request_id: ID, comment_on_fraud: 'c'.repeat(5001) },
      [{ field: 'comment_on_fraud', key: 'max_length', params: { count: 5000 } }],
    ],
  ])('%#', (input, expected) => {
    expect(fieldErrorsOf(crimeCheckCommentSchema, input)).toEqual(expected);
  });
});
