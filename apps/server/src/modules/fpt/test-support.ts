import { cardNumberWith } from '@afx/domain';
import type { Json } from '../../../test/harness.js';

/** A Luhn-valid 16-digit card number starting with the prefix. */
export const cardWith = (prefix: string, serial = 0): string => cardNumberWith(prefix, serial);

/** BINs the FPT tests give the demo banks (8 digits: longer than any seeded one). */
export const TEST_BINS = { alpha: '41111122', beta: '42222233', gamma: '43333344' } as const;

/** A block request from `sender` against `recipient` (card numbers), 600 UAH unless told. */
export function blockRequest(
  sender: string,
  recipient: string,
  transactions: Json[] = [{ date_time: '01.01.2025 10:00:00', amount: '600', currency_code: '980' }],
): Json {
  return {
    fraud_type_id: 1,
    recipient_type: 'card',
    recipient_pan: recipient,
    sender_type: 'card',
    sender_pan: sender,
    reply_email: 'fraud@sender.example',
    description:
      'The client was called by a fake bank officer and sent the money to this card; please block it.',
    transactions,
  };
}
