import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  cardBlockingBack,
  cardBlockingNextEnabled,
  checkCardNumber,
  makeCardInfoRequestSchema,
  normalizeCardNumberInput,
} from './card-blocking.js';

const schema = makeCardInfoRequestSchema(() => new Date('2024-06-15T09:00:00Z'));
const REQUEST = {
  pan: '5168755512345675',
  tran_date: '01.06.2024',
  amount: '1500.00',
  applicant_name: 'Петренко Іван',
  notes: 'Кошти списано без відома клієнта',
};

describe('card-blocking card number — "16 to 19 digits; input keeps only digits and asterisks, max 19"', () => {
  it.each([
    ['5168 7555 1234 5675', '5168755512345675'],
    ['516875******5675', '516875******5675'],
    ['41494987654321012349', '4149498765432101234'],
  ])('normalizeCardNumberInput(%j) → %s', (raw, expected) => {
    expect(normalizeCardNumberInput(raw)).toBe(expected);
  });

  it.each([
    ['', 'required_field'],
    ['5168755512345675', null],
    ['516875******5675', 'pan_invalid'],
    ['516875551234567', 'pan_invalid'],
  ])('%j → %s', (value, expected) => {
    expect(checkCardNumber(value)).toBe(expected);
  });
});

describe('card info request (spec 3 §5)', () => {
  it('normalises the date and the amount', () => {
    expect(schema.parse({ ...REQUEST, tran_date: '1/6/2024', amount: '1500,5' })).toMatchObject({
      tran_date: '01.06.2024',
      amount: '1500.50',
    });
  });

  it.each([
    ['"Date required"', { tran_date: '' }, [{ field: 'tran_date', key: 'required_field' }]],
    ['"not in the future"', { tran_date: '16.06.2024' }, [{ field: 'tran_date', key: 'date_in_future' }]],
    ['no date', { tran_date: '31.02.2024' }, [{ field: 'tran_date', key: 'date_not_exists' }]],
    ['"Amount required"', { amount: ' ' }, [{ field: 'amount', key: 'required_field' }]],
    ['"not negative"', { amount: '-5' }, [{ field: 'amount', key: 'amount_format' }]],
    ['three decimals', { amount: '1.005' }, [{ field: 'amount', key: 'amount_format' }]],
    ['zero is not negative', { amount: '0' }, []],
    [
      '"Applicant name required"',
      { applicant_name: '' },
      [{ field: 'applicant_name', key: 'required_field' }],
    ],
    [
      '"up to 255 characters"',
      { applicant_name: 'a'.repeat(256) },
      [{ field: 'applicant_name', key: 'max_length', params: { count: 255 } }],
    ],
    ['"Notes required"', { notes: '' }, [{ field: 'notes', key: 'required_field' }]],
    [
      '"up to 5000"',
      { notes: 'n'.repeat(5001) },
      [{ field: 'notes', key: 'max_length', params: { count: 5000 } }],
    ],
  ])('%s', (_name, change, expected) => {
    expect(fieldErrorsOf(schema, { ...REQUEST, ...change })).toEqual(expected);
  });
});

describe('card-blocking wizard steps', () => {
  it.each([
    [0, { enabled: false, target: 0 }],
    [1, { enabled: true, target: 0 }],
    [2, { enabled: false, target: 2 }],
    [3, { enabled: true, target: 0 }],
  ] as const)('"Back is disabled on steps 0 and 2"; step %s → %o', (step, expected) => {
    expect(cardBlockingBack(step)).toEqual(expected);
  });

  it.each([
    [0, null, true],
    [1, { info_support: true }, true],
    [1, { info_support: false }, false],
    [1, null, false],
    [2, { info_support: true }, false],
  ] as const)('Next on step %s with issuer %o → %s', (step, issuer, expected) => {
    expect(cardBlockingNextEnabled(step, issuer)).toBe(expected);
  });
});
