import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  atmFilterSchema,
  atmGroupSchema,
  atmRecordSchema,
  checkTermId,
  normalizeTermIdInput,
} from './atm.js';

const ATM = {
  term_id: 'ATM12345',
  org_id: 7,
  location_id: 'UA80000000000093317',
  location_address: 'вул. Хрещатик, 1',
};

describe('term_id (spec 3 §5 "ATM form")', () => {
  it.each([
    ['', 'term_id_required'],
    ['A1234', null],
    ['ATM12345', null],
    ['A123', 'term_id_length'],
    ['ATM123456', 'term_id_length'],
    ['atm12345', 'term_id_charset'],
    ['ATM-1234', 'term_id_charset'],
    ['АТМ12345', 'term_id_charset'],
  ])('%j → %s', (value, expected) => {
    expect(checkTermId(value)).toBe(expected);
  });

  it('"Input forced to uppercase, limited to 8"', () => {
    expect(normalizeTermIdInput('atm123456789')).toBe('ATM12345');
  });
});

describe('atmRecordSchema', () => {
  it('upper-cases the terminal id and leaves unset coordinates at 0', () => {
    expect(atmRecordSchema.parse({ ...ATM, term_id: 'atm12345' })).toMatchObject({
      term_id: 'ATM12345',
      latitude: 0,
      longitude: 0,
    });
  });

  it.each([
    ['valid', {}, []],
    ['"Enter Terminal ID"', { term_id: '' }, [{ field: 'term_id', key: 'term_id_required' }]],
    ['"Enter Acquirer name"', { org_id: undefined }, [{ field: 'org_id', key: 'acquirer_name_required' }]],
    ['"Enter City"', { location_id: '' }, [{ field: 'location_id', key: 'city_required' }]],
    [
      'city must be a KATOTTG code',
      { location_id: 'UA123' },
      [{ field: 'location_id', key: 'katottg_invalid' }],
    ],
    ['"Enter Address"', { location_address: ' ' }, [{ field: 'location_address', key: 'address_required' }]],
    [
      '"Address ... at most 150 characters"',
      { location_address: 'a'.repeat(151) },
      [{ field: 'location_address', key: 'max_length', params: { count: 150 } }],
    ],
    [
      '"description at most 150 characters"',
      { location_description: 'd'.repeat(151) },
      [{ field: 'location_description', key: 'max_length', params: { count: 150 } }],
    ],
    [
      "geographic latitude (not the form's swapped -180..180)",
      { latitude: '120' },
      [{ field: 'latitude', key: 'latitude_invalid' }],
    ],
    ['longitude 120 is geographic', { longitude: '120', latitude: '50.45' }, []],
    ['6 decimals', { latitude: '50.1234567' }, [{ field: 'latitude', key: 'coordinate_precision' }]],
  ])('%s', (_name, change, expected) => {
    expect(fieldErrorsOf(atmRecordSchema, { ...ATM, ...change })).toEqual(expected);
  });
});

describe('ATM filter and group', () => {
  it.each([
    [{ term_id: 'atm1' }, []],
    [{ term_id: 'ATM123456' }, [{ field: 'term_id', key: 'max_length', params: { count: 8 } }]],
    [{ acq_id: '1234567' }, [{ field: 'acq_id', key: 'max_length', params: { count: 6 } }]],
    [{ acq_id: '12a' }, [{ field: 'acq_id', key: 'numbers_only' }]],
    [
      { location_address: 'a'.repeat(151) },
      [{ field: 'location_address', key: 'max_length', params: { count: 150 } }],
    ],
  ])('filter %o → %o', (input, expected) => {
    expect(fieldErrorsOf(atmFilterSchema, input)).toEqual(expected);
  });

  it.each([
    [{ org_id: 7, list: ['ATM12345'] }, []],
    [{ org_id: 7, list: [] }, [{ field: 'list', key: 'select_atms' }]],
    [{ list: ['ATM12345'] }, [{ field: 'org_id', key: 'select_acquirer' }]],
  ])('group %o → %o ("Select ATMs", "Select an acquirer")', (input, expected) => {
    expect(fieldErrorsOf(atmGroupSchema, input)).toEqual(expected);
  });
});
