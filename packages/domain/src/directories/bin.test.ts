import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  binFilterSchema,
  binGroupSchema,
  binRecordSchema,
  cardSystemOfBin,
  checkBid,
  checkBin,
  checkBinCode,
  checkBinUpdateAllowed,
  checkIca,
} from './bin.js';

describe('cardSystemOfBin — "0 domestic prefix 9804; 1 prefix 4, uses BID; 2 otherwise, uses ICA"', () => {
  it.each([
    ['98041234', 0],
    ['980412', 0],
    ['41234567', 1],
    ['400000', 1],
    ['51234567', 2],
    ['98051234', 2],
  ])('%s → %s', (bin, expected) => {
    expect(cardSystemOfBin(bin)).toBe(expected);
  });
});

describe('BIN form rules (spec 3 §5)', () => {
  it.each([
    ['"Enter BIN"', checkBin, '', 'bin_required'],
    ['6 digits', checkBin, '412345', null],
    ['8 digits', checkBin, '41234567', null],
    ['"Length must be 6 to 8": 5', checkBin, '41234', 'bin_length'],
    ['"Length must be 6 to 8": 9', checkBin, '412345678', 'bin_length'],
    ['"Must be numbers only"', checkBin, '41234a', 'numbers_only'],
    ['"Select or enter BID"', checkBid, '', 'bid_required'],
    ['BID 8 digits', checkBid, '00012345', null],
    ['"Length must be 8 (add 0 to the beginning if necessary)"', checkBid, '12345', 'bid_length'],
    ['BID letters', checkBid, '1234567a', 'numbers_only'],
    ['"Select or enter ICA"', checkIca, '', 'ica_required'],
    ['ICA 6 digits', checkIca, '012345', null],
    ['ICA 7 digits', checkIca, '1234567', 'ica_length'],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});

describe('binRecordSchema', () => {
  it('derives the card system and keeps only its own code', () => {
    expect(binRecordSchema.parse({ bin: '41234567', org_id: 3, bid: '00012345', ica: '123456' })).toEqual({
      bin: '41234567',
      org_id: 3,
      bid: '00012345',
      ica: undefined,
      prepaid: null,
      token: null,
      card_system_id: 1,
    });
  });

  it.each([
    ['domestic BIN needs neither BID nor ICA', { bin: '98041234', org_id: 3 }, []],
    ['system 1 needs a BID', { bin: '41234567', org_id: 3 }, [{ field: 'bid', key: 'bid_required' }]],
    [
      'system 2 needs an ICA',
      { bin: '51234567', org_id: 3, ica: '12345' },
      [{ field: 'ica', key: 'ica_length' }],
    ],
    ['"Enter issuer name"', { bin: '98041234' }, [{ field: 'org_id', key: 'issuer_required' }]],
    ['"Enter BIN"', { bin: ' ', org_id: 3 }, [{ field: 'bin', key: 'bin_required' }]],
    [
      '"Notes max 200"',
      { bin: '98041234', org_id: 3, notes: 'n'.repeat(201) },
      [{ field: 'notes', key: 'max_length', params: { count: 200 } }],
    ],
    [
      'prepaid is true, false or unknown',
      { bin: '98041234', org_id: 3, prepaid: 'yes' },
      [{ field: 'prepaid', key: 'invalid_value' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(binRecordSchema, input)).toEqual(expected);
  });

  it('keeps prepaid and token as three states', () => {
    expect(binRecordSchema.parse({ bin: '98041234', org_id: 3, prepaid: true, token: false })).toMatchObject({
      prepaid: true,
      token: false,
    });
  });
});

describe('checkBinCode — the one BID/ICA rule of the dialog and the upload', () => {
  it.each([
    ['a Visa BIN without a BID', { bin: '41490000' }, { field: 'bid', key: 'bid_required' }],
    [
      'a Visa BIN with an ICA only',
      { bin: '41490000', ica: '123456' },
      { field: 'bid', key: 'bid_required' },
    ],
    ['a Visa BIN with a short BID', { bin: '41490000', bid: '123' }, { field: 'bid', key: 'bid_length' }],
    [
      'a Mastercard BIN without an ICA',
      { bin: '51234567', bid: null },
      { field: 'ica', key: 'ica_required' },
    ],
    ['a Visa BIN with its BID', { bin: '41490000', bid: '00012345' }, null],
    ['a Mastercard BIN with its ICA', { bin: '51234567', ica: '123456' }, null],
    ['a domestic BIN with neither', { bin: '98041234' }, null],
    ['an invalid BIN (its own error comes first)', { bin: '41' }, null],
  ])('%s', (_name, record, expected) => {
    expect(checkBinCode(record)).toEqual(expected);
  });

  it('is what the dialog refuses, on the same field with the same message', () => {
    for (const record of [{ bin: '41490000' }, { bin: '51234567', ica: '12' }]) {
      const problem = checkBinCode(record);
      expect(fieldErrorsOf(binRecordSchema, { ...record, org_id: 3 })).toEqual([problem]);
    }
  });
});

describe('BIN filters and group actions', () => {
  it.each([
    [{ bin: '4123' }, []],
    [{ bin: '412345678' }, [{ field: 'bin', key: 'max_length', params: { count: 8 } }]],
    [{ ica: '1234567' }, [{ field: 'ica', key: 'max_length', params: { count: 6 } }]],
    [{ ica: '12a' }, [{ field: 'ica', key: 'numbers_only' }]],
  ])('filter %o → %o', (input, expected) => {
    expect(fieldErrorsOf(binFilterSchema, input)).toEqual(expected);
  });

  it.each([
    [{ org_id: 1, list: ['41234567'] }, []],
    [{ org_id: 1, list: [] }, [{ field: 'list', key: 'required_field' }]],
    [{ list: ['41234567'] }, [{ field: 'org_id', key: 'select_issuer' }]],
    [{ org_id: 1, list: ['4123'] }, [{ field: 'list.0', key: 'bin_length' }]],
  ])('group %o → %o', (input, expected) => {
    expect(fieldErrorsOf(binGroupSchema, input)).toEqual(expected);
  });

  it.each([
    [{ extended: true, ownOrgId: 1, binOrgId: 2 }, null],
    [{ extended: false, ownOrgId: 1, binOrgId: 1 }, null],
    [{ extended: false, ownOrgId: 1, binOrgId: 2 }, 'bin_update_forbidden'],
  ])('"You do not have permission to update BIN": %o → %s', (input, expected) => {
    expect(checkBinUpdateAllowed(input)).toBe(expected);
  });
});
