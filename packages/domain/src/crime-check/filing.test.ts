import { describe, expect, it } from 'vitest';
import { cardNumberWith } from '../pan.js';
import { fieldErrorsOf } from '../zod-rules.js';
import { makeCrimeCheckFilingSchema } from './filing.js';

const schema = makeCrimeCheckFilingSchema(() => new Date('2026-06-15T09:00:00Z'));
const CARD = cardNumberWith('414910', 7);
const IBAN = 'UA213223130000026007233566001';
const TRAN = {
  date_time: '01.06.2026 10:00:00',
  amount: '1500',
  currency_code: '980',
  term_type: 'online',
  tran_type: 'p2p',
  pan: CARD,
};
const FILING = {
  registry_type: 1,
  reg_number: '12026100100000123',
  reg_date: '10.06.2026',
  incriminated_articles: [{ article: '190', part: '2' }],
  applicant_name: 'Петренко Іван',
  employee_name: 'Коваль Андрій',
  employee_email: 'a.koval@cyberpolice.example',
  sender_type: 'card',
  sender_number: CARD,
  recipient_type: 'account',
  recipient_number: IBAN,
  fraud_transactions: [TRAN],
  fraudster_contacts: [{ name: 'Олег', phone: '0671234567' }],
  url: 'https://fake-shop.example/pay',
  notes: 'The victim paid for goods never delivered.',
};

const fieldsOf = (change: Record<string, unknown>) =>
  fieldErrorsOf(schema, { ...FILING, ...change }).map(({ field, key }) => `${field}:${key}`);

describe('police filing (/police/request/create)', () => {
  it('accepts a whole filing and normalises numbers and phones', () => {
    const parsed = schema.parse({ ...FILING, sender_number: CARD.replace(/(\d{4})/g, '$1 ').trim() });
    expect(parsed.sender_number).toBe(CARD);
    expect(parsed.fraudster_contacts[0]?.phone).toBe('380671234567');
  });

  it.each([
    ['registry type missing', { registry_type: undefined }, 'registry_type:required_field'],
    ['registry type 5', { registry_type: 5 }, 'registry_type:invalid_value'],
    ['registry type 0', { registry_type: 0 }, 'registry_type:invalid_value'],
    ['reg number missing', { reg_number: '' }, 'reg_number:required_field'],
    ['reg number 18 digits', { reg_number: '1'.repeat(18) }, 'reg_number:registration_number_invalid'],
    ['reg number letters', { reg_number: '12A' }, 'reg_number:registration_number_invalid'],
    ['reg date missing', { reg_date: '' }, 'reg_date:required_field'],
    ['reg date in the future', { reg_date: '16.06.2026' }, 'reg_date:date_in_future'],
    ['reg date malformed', { reg_date: '2026-06-10' }, 'reg_date:date_format'],
    ['no articles', { incriminated_articles: [] }, 'incriminated_articles:required_field'],
    [
      'article missing',
      { incriminated_articles: [{ part: '1' }] },
      'incriminated_articles.0.article:required_field',
    ],
    [
      'article too long',
      { incriminated_articles: [{ article: '1'.repeat(21) }] },
      'incriminated_articles.0.article:max_length',
    ],
    [
      'part too long',
      { incriminated_articles: [{ article: '190', part: 'x'.repeat(21) }] },
      'incriminated_articles.0.part:max_length',
    ],
    [
      'point too long',
      { incriminated_articles: [{ article: '190', point: 'x'.repeat(21) }] },
      'incriminated_articles.0.point:max_length',
    ],
    [
      '21 articles',
      { incriminated_articles: Array.from({ length: 21 }, () => ({ article: '190' })) },
      'incriminated_articles:too_many_items',
    ],
    ['applicant too long', { applicant_name: 'x'.repeat(256) }, 'applicant_name:max_length'],
    ['employee name missing', { employee_name: ' ' }, 'employee_name:required_field'],
    ['employee name too long', { employee_name: 'x'.repeat(256) }, 'employee_name:max_length'],
    ['employee e-mail missing', { employee_email: '' }, 'employee_email:required_field'],
    ['employee e-mail invalid', { employee_email: 'not-an-email' }, 'employee_email:email_invalid'],
    [
      'employee e-mail too long',
      { employee_email: `${'a'.repeat(95)}@x.example` },
      'employee_email:max_length',
    ],
    ['sender type other', { sender_type: 'phone' }, 'sender_type:invalid_value'],
    ['sender card fails Luhn', { sender_number: '4149100000000001' }, 'sender_number:pan_invalid'],
    ['sender missing', { sender_number: '' }, 'sender_number:required_field'],
    [
      'recipient IBAN checksum',
      { recipient_number: 'UA213223130000026007233566002' },
      'recipient_number:iban_invalid',
    ],
    [
      'recipient card as account',
      { recipient_type: 'account', recipient_number: CARD },
      'recipient_number:iban_invalid',
    ],
    ['no transactions', { fraud_transactions: [] }, 'fraud_transactions:required_field'],
    [
      'transaction without type',
      { fraud_transactions: [{ date_time: '01.06.2026 10:00:00', amount: '10', currency_code: '980' }] },
      'fraud_transactions.0.term_type:required_field',
    ],
    [
      'transaction in the future',
      { fraud_transactions: [{ ...TRAN, date_time: '20.06.2026 10:00:00' }] },
      'fraud_transactions.0.date_time:date_in_future',
    ],
    [
      'contact name too long',
      { fraudster_contacts: [{ name: 'x'.repeat(256) }] },
      'fraudster_contacts.0.name:max_length',
    ],
    [
      'contact phone invalid',
      { fraudster_contacts: [{ phone: '12' }] },
      'fraudster_contacts.0.phone:phone_international',
    ],
    ['contact empty', { fraudster_contacts: [{}] }, 'fraudster_contacts.0.name:required_field'],
    [
      '21 contacts',
      { fraudster_contacts: Array.from({ length: 21 }, () => ({ name: 'Олег' })) },
      'fraudster_contacts:too_many_items',
    ],
    ['url not http', { url: 'ftp://fake.example' }, 'url:url_invalid'],
    ['notes too long', { notes: 'x'.repeat(5001) }, 'notes:max_length'],
    ['parent id 11 digits', { parent_id: '12345678901' }, 'parent_id:request_id_invalid'],
  ])('refuses %s', (_name, change, expected) => {
    expect(fieldsOf(change)).toContain(expected);
  });

  it('takes transactions in several currencies (one currency is not required)', () => {
    expect(fieldsOf({ fraud_transactions: [TRAN, { ...TRAN, currency_code: '840' }] })).toEqual([]);
  });

  it('takes a filing without the optional fields', () => {
    expect(
      fieldsOf({
        applicant_name: undefined,
        fraudster_contacts: undefined,
        url: null,
        notes: '',
        parent_id: '',
      }),
    ).toEqual([]);
  });
});
