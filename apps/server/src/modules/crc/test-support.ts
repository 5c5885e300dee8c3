import { cardNumberWith } from '@afx/domain';
import type { Json } from '../../../test/harness.js';

/** BINs the Crime Check tests give the demo banks (8 digits: longer than any seeded one). */
export const CRC_TEST_BINS = { alpha: '41511122', beta: '42522233' } as const;

/** A Ukrainian IBAN of the bank with this code (MFO), its check digits computed (ISO 13616). */
export function uaIban(mfo: string, account: string): string {
  const bban = `${mfo}${account.padStart(19, '0')}`;
  const numeric = `${bban}${'U'.charCodeAt(0) - 55}${'A'.charCodeAt(0) - 55}00`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `UA${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** The demo banks' codes (organisations.ts). */
export const MFO = { alpha: '305299', beta: '300335', unknown: '399999' } as const;

let serial = 0;
/** A fresh card of a bank's test BIN (or of no bank), so each test finds its own requests. */
export const cardOf = (bank: keyof typeof CRC_TEST_BINS | 'unknown'): string =>
  cardNumberWith(bank === 'unknown' ? '49999988' : CRC_TEST_BINS[bank], (serial += 1));

/** A police filing against `recipient`, ERDR unless told. */
export function filing(recipient: { type: 'card' | 'account'; number: string }, change: Json = {}): Json {
  return {
    registry_type: 1,
    reg_number: '12026100100000123',
    reg_date: '20.11.2026',
    incriminated_articles: [{ article: '190', part: '2' }],
    applicant_name: 'Петренко Іван Іванович',
    employee_name: 'Гриценко Олександр',
    employee_email: 'o.hrytsenko@kyiv.cyberpolice.example',
    sender_type: 'card',
    sender_number: cardNumberWith('41491099', (serial += 1)),
    recipient_type: recipient.type,
    recipient_number: recipient.number,
    fraud_transactions: [
      {
        date_time: '19.11.2026 12:30:00',
        amount: '4500',
        currency_code: '980',
        term_type: 'online',
        tran_type: recipient.type === 'card' ? 'p2p' : 'p2account',
        pan: recipient.type === 'card' ? recipient.number : undefined,
        iban: recipient.type === 'account' ? recipient.number : undefined,
      },
    ],
    fraudster_contacts: [{ name: 'Олег', phone: '0671234567' }],
    url: 'https://olx-dostavka.example/pay',
    notes: 'Потерпілий оплатив «доставку» на фішинговому сайті.',
    ...change,
  };
}
