import {
  crimeCheckFilingSchema,
  detectReceiverType,
  stripNumberSeparators,
  validate,
  type FieldError,
} from '@afx/domain';
import type { NamePath } from 'antd/es/form/interface';
import type { TransactionRow } from '../../../fpt';

/** The filing form's values as antd holds them (text as typed). */
export interface FilingFormValues {
  registry_type?: number;
  reg_number?: string;
  reg_date?: string;
  incriminated_articles?: { article?: string; part?: string; point?: string }[];
  applicant_name?: string;
  employee_name?: string;
  employee_email?: string;
  sender_number?: string;
  recipient_number?: string;
  fraud_transactions?: TransactionRow[];
  fraudster_contacts?: { name?: string; phone?: string }[];
  url?: string;
  notes?: string;
  parent_id?: string;
}

export const EMPTY_FILING: FilingFormValues = {
  incriminated_articles: [{}],
  fraud_transactions: [],
  fraudster_contacts: [],
};

const text = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** A card or an IBAN as typed: separators dropped, an account when it looks like an IBAN. */
function side(prefix: 'sender' | 'recipient', typed: string | undefined) {
  const number = stripNumberSeparators(typed ?? '');
  return { [`${prefix}_type`]: detectReceiverType(number), [`${prefix}_number`]: number };
}

/**
 * The body of /police/request/create (the contract's field names). Every row is sent, an empty one
 * too: the rules then name the row to fill or remove, and the rows' numbers stay the form's.
 */
export function filingBodyOf(values: FilingFormValues): Record<string, unknown> {
  const articles = values.incriminated_articles ?? [];
  const contacts = values.fraudster_contacts ?? [];
  return {
    registry_type: values.registry_type,
    reg_number: text(values.reg_number),
    reg_date: text(values.reg_date),
    incriminated_articles: articles.map((row) => ({
      article: text(row.article),
      part: text(row.part),
      point: text(row.point),
    })),
    applicant_name: text(values.applicant_name),
    employee_name: text(values.employee_name),
    employee_email: text(values.employee_email),
    ...side('sender', values.sender_number),
    ...side('recipient', values.recipient_number),
    fraud_transactions: values.fraud_transactions ?? [],
    fraudster_contacts: contacts.map((row) => ({ name: text(row.name), phone: text(row.phone) })),
    url: text(values.url),
    notes: text(values.notes),
    parent_id: text(values.parent_id),
  };
}

/** The filing checked by the domain's filing schema, the rules the server applies. */
export function checkFiling(values: FilingFormValues): FieldError[] {
  const checked = validate(crimeCheckFilingSchema, filingBodyOf(values));
  return checked.success ? [] : checked.errors;
}

const TOP_FIELDS = new Set([
  'registry_type',
  'reg_number',
  'reg_date',
  'applicant_name',
  'employee_name',
  'employee_email',
  'sender_number',
  'recipient_number',
  'url',
  'notes',
  'parent_id',
]);

/** The field of a row an error is shown under: its own, else the row's first field. */
function rowField(list: 'incriminated_articles' | 'fraudster_contacts', leaf: string | undefined): string {
  const fields = list === 'incriminated_articles' ? ['article', 'part', 'point'] : ['name', 'phone'];
  return leaf !== undefined && fields.includes(leaf) ? leaf : (fields[0] ?? '');
}

/**
 * The form field an error of the filing (the form's own or the server's) belongs under:
 * 'incriminated_articles.0.article' under the row's field, a transaction's under the list,
 * a number's type under its number. Null for a field the form does not have.
 */
export function formFieldOf(field: string): NamePath | null {
  const [head = '', index, leaf] = field.split('.');
  if (head === 'incriminated_articles' || head === 'fraudster_contacts') {
    return index !== undefined && /^\d+$/.test(index) ? [head, Number(index), rowField(head, leaf)] : head;
  }
  if (head === 'fraud_transactions') return head;
  if (head === 'sender_type') return 'sender_number';
  if (head === 'recipient_type') return 'recipient_number';
  return TOP_FIELDS.has(head) ? head : null;
}
