import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  acquirerIdFilterSchema,
  acquirerIdRecordSchema,
  checkDirectoryAcquirerId,
  effectiveAcquirerIdFilter,
} from './acquirer-id.js';

describe('acquirer ID form (spec 3 §5)', () => {
  it.each([
    ['"Enter Acquirer ID"', '', 'acquirer_id_required'],
    ['6 digits', '123456', null],
    ['1 digit', '1', null],
    ['"digits only"', '12a', 'numbers_only'],
    ['"max 6"', '1234567', { key: 'max_length', params: { count: 6 } }],
  ])('%s', (_name, value, expected) => {
    expect(checkDirectoryAcquirerId(value)).toEqual(expected);
  });

  it.each([
    ['valid', { id: '123456', card_system_id: 2, org_id: 3 }, []],
    ['domestic system 0', { id: '123456', card_system_id: 0, org_id: 3 }, []],
    [
      '"Select card system"',
      { id: '123456', org_id: 3 },
      [{ field: 'card_system_id', key: 'card_system_required' }],
    ],
    [
      '"Enter Acquirer name"',
      { id: '123456', card_system_id: 1 },
      [{ field: 'org_id', key: 'acquirer_name_required' }],
    ],
    ['"Enter Acquirer ID"', { card_system_id: 1, org_id: 3 }, [{ field: 'id', key: 'acquirer_id_required' }]],
    [
      '"notes max 200"',
      { id: '1', card_system_id: 1, org_id: 3, notes: 'n'.repeat(201) },
      [{ field: 'notes', key: 'max_length', params: { count: 200 } }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(acquirerIdRecordSchema, input)).toEqual(expected);
  });
});

describe('acquirer ID filter', () => {
  it.each([
    [{ acquirer_id: '123' }, []],
    [{ acquirer_id: '12x' }, [{ field: 'acquirer_id', key: 'numbers_only' }]],
    [{ acquirer_id: '1234567' }, [{ field: 'acquirer_id', key: 'max_length', params: { count: 6 } }]],
  ])('%o → %o', (input, expected) => {
    expect(fieldErrorsOf(acquirerIdFilterSchema, input)).toEqual(expected);
  });

  it('"acquirer name (disabled when an ID is typed)"', () => {
    expect(
      effectiveAcquirerIdFilter(acquirerIdFilterSchema.parse({ acquirer_id: '123', org_id: 4 })),
    ).toEqual({
      acquirer_id: '123',
    });
  });
});
