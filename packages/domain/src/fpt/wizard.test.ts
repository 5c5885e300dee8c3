import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import { fptWizardPrev, makeBlockRequestSchema } from './wizard.js';

const schema = makeBlockRequestSchema(() => new Date('2024-06-15T09:00:00Z'));
const VALID = {
  fraud_type_id: 2,
  recipient_type: 'card',
  recipient_pan: '5168 7555 1234 5675',
  sender_type: 'account',
  sender_iban: 'UA21 3223 1300 0002 6007 2335 6600 1',
  reply_email: 'fraud@bank.ua',
  description:
    'Клієнт переказав кошти шахраю після дзвінка нібито зі служби безпеки банку, просимо заблокувати.',
  transactions: [{ date_time: '01.06.2024 10:00:00', amount: '1500', currency_code: '980' }],
};

describe('FPT block request (spec 2 §5.1)', () => {
  it('accepts a valid request and normalises numbers', () => {
    const parsed = schema.parse(VALID);
    expect(parsed.recipient_pan).toBe('5168755512345675');
    expect(parsed.sender_iban).toBe('UA213223130000026007233566001');
    expect(parsed.prevented_fraud).toBe(false);
  });

  it.each([
    [
      '"fraudType required"',
      { fraud_type_id: undefined },
      [{ field: 'fraud_type_id', key: 'required_field' }],
    ],
    [
      'receiver card required for a card',
      { recipient_pan: '' },
      [{ field: 'recipient_pan', key: 'required_field' }],
    ],
    [
      'receiver card must be valid',
      { recipient_pan: '4111111111111111' },
      [{ field: 'recipient_pan', key: 'pan_invalid' }],
    ],
    [
      '"senderNumber required and valid"',
      { sender_iban: 'UA213223130000026007233566002' },
      [{ field: 'sender_iban', key: 'iban_invalid' }],
    ],
    ['"e-mail required"', { reply_email: '' }, [{ field: 'reply_email', key: 'required_field' }]],
    [
      '"e-mail ... max 100"',
      { reply_email: `${'a'.repeat(93)}@bank.ua` },
      [{ field: 'reply_email', key: 'max_length', params: { count: 100 } }],
    ],
    ['e-mail valid', { reply_email: 'fraud@' }, [{ field: 'reply_email', key: 'email_invalid' }]],
    [
      '"parentId max 36"',
      { parent_id: 'p'.repeat(37) },
      [{ field: 'parent_id', key: 'max_length', params: { count: 36 } }],
    ],
    ['"description required"', { description: ' ' }, [{ field: 'description', key: 'required_field' }]],
    [
      '"description ... 70 to 1000 characters": 69',
      { description: 'd'.repeat(69) },
      [{ field: 'description', key: 'min_length', params: { count: 70 } }],
    ],
    [
      'description 1001',
      { description: 'd'.repeat(1001) },
      [{ field: 'description', key: 'max_length', params: { count: 1000 } }],
    ],
    ['"transactions required"', { transactions: [] }, [{ field: 'transactions', key: 'required_field' }]],
    [
      'transactions below the minimum',
      { transactions: [{ date_time: '01.06.2024 10:00:00', amount: '12.99', currency_code: '840' }] },
      [{ field: 'transactions', key: 'amount_below_minimum', params: { amount: '13.00', currency: 'USD' } }],
    ],
  ])('%s', (_name, change, expected) => {
    expect(fieldErrorsOf(schema, { ...VALID, ...change })).toEqual(expected);
  });

  it.each([
    ['description of 70 characters', { description: 'd'.repeat(70) }],
    ['description of 1000 characters', { description: 'd'.repeat(1000) }],
    ['parent id of 36 characters', { parent_id: '0f8fad5b-d9cb-469f-a165-70867728950e' }],
    [
      '13.00 USD',
      { transactions: [{ date_time: '01.06.2024 10:00:00', amount: '13.00', currency_code: '840' }] },
    ],
  ])('accepts %s', (_name, change) => {
    expect(fieldErrorsOf(schema, { ...VALID, ...change })).toEqual([]);
  });
});

describe('wizard navigation — "Prev works only at step 1 (goes to 0); disabled at steps 0 and 2"', () => {
  it.each([
    [0, { enabled: false, target: 0 }],
    [1, { enabled: true, target: 0 }],
    [2, { enabled: false, target: 2 }],
    ['result', { enabled: true, target: 0 }],
  ] as const)('step %s → %o', (step, expected) => {
    expect(fptWizardPrev(step)).toEqual(expected);
  });
});
