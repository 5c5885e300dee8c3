import {
  detectReceiverType,
  makeBlockRequestSchema,
  stripNumberSeparators,
  validate,
  type BlockRequest,
  type FieldError,
  type ReceiverType,
} from '@afx/domain';
import type { TransactionRow } from './transactionRow';

/** The wizard's form: the receiver step's fields and the details step's, kept across the steps. */
export interface AlertFormValues {
  recipient_number: string;
  sender_number: string;
  prevented_fraud: boolean;
  fraud_type_id: number | undefined;
  reply_email: string;
  parent_id: string;
  description: string;
  transactions: TransactionRow[];
}

export const EMPTY_ALERT: AlertFormValues = {
  recipient_number: '',
  sender_number: '',
  prevented_fraud: false,
  fraud_type_id: undefined,
  reply_email: '',
  parent_id: '',
  description: '',
  transactions: [],
};

/** A number as typed, read: separators stripped, account when it looks like an IBAN, else card. */
export function readNumber(typed: string): { number: string; type: ReceiverType } {
  const number = stripNumberSeparators(typed);
  return { number, type: detectReceiverType(number) };
}

/** The form as the block request (spec 2 §3.3) before the domain checks it. */
function blockRequestInputOf(values: Partial<AlertFormValues>): Record<string, unknown> {
  const side = (prefix: 'recipient' | 'sender', typed: string | undefined) => {
    const { number, type } = readNumber(typed ?? '');
    return {
      [`${prefix}_type`]: type,
      [`${prefix}_pan`]: type === 'card' ? number : undefined,
      [`${prefix}_iban`]: type === 'account' ? number : undefined,
    };
  };
  return {
    fraud_type_id: values.fraud_type_id,
    prevented_fraud: values.prevented_fraud ?? false,
    ...side('recipient', values.recipient_number),
    ...side('sender', values.sender_number),
    reply_email: values.reply_email,
    parent_id: values.parent_id,
    description: values.description,
    transactions: values.transactions ?? [],
  };
}

/** The block request checked by the domain, as the server checks it: the request or its errors. */
export function checkAlert(
  values: Partial<AlertFormValues>,
): { request: BlockRequest; errors: [] } | { request: null; errors: FieldError[] } {
  const checked = validate(makeBlockRequestSchema(), blockRequestInputOf(values));
  return checked.success ? { request: checked.data, errors: [] } : { request: null, errors: checked.errors };
}

/** The errors of a form field: its own path and those inside it ('transactions.2.amount'). */
export function fieldErrorsOf(errors: readonly FieldError[], field: keyof AlertFormValues): FieldError[] {
  return errors.filter((error) => error.field === field || error.field.startsWith(`${field}.`));
}
