import {
  DEFAULT_PHONE_TYPE,
  INCIDENT_DETAIL_FIELDS,
  normalizeIncidentDetails,
  rewriteDateForm,
  type IncidentDetailField,
  type IncidentDetailsInput,
} from '@afx/domain';
import type { NamePath } from 'antd/es/form/interface';
import type { IncidentDetailsRequest, IncidentPhone } from '../api/incidentTypes';

export type TextDetailField = Exclude<IncidentDetailField, 'phones'>;
export const TEXT_DETAIL_FIELDS = INCIDENT_DETAIL_FIELDS.filter(
  (field): field is TextDetailField => field !== 'phones',
);

/** The incident form's values: the category-domain and the details, flat. */
export type IncidentFormValues = { [K in TextDetailField]?: string } & {
  category_domain_id?: number;
  phones?: IncidentPhone[];
};

/** Stored details (IncidentDetailsView) or an upload row (IncidentDetailsInput). */
type DetailsSource = { readonly [K in TextDetailField]?: string | null } & {
  readonly phones?: readonly IncidentPhone[] | null;
};

/** An incident's details as form values (absent values become empty fields). */
export function formValuesOf(
  categoryDomainId: number | undefined,
  details: DetailsSource,
): IncidentFormValues {
  const values: IncidentFormValues = {
    category_domain_id: categoryDomainId,
    phones: (details.phones ?? []).map((phone) => ({ number: phone.number, type: phone.type })),
  };
  for (const field of TEXT_DETAIL_FIELDS) values[field] = details[field] ?? '';
  return values;
}

/** The date fields: typed in any form the domain reads, checked and sent as dd.MM.yyyy. */
const DATE_FIELDS: ReadonlySet<TextDetailField> = new Set(['event_date', 'erdr_date']);

/**
 * The details as the domain's checks and the request take them, before normalising. A form being
 * edited may hold half-made phone rows, so each row is completed; a date not yet rewritten on
 * leaving its field (an uploaded row's 2026-11-20) is written dd.MM.yyyy here.
 */
export function detailsInputOf(values: IncidentFormValues): IncidentDetailsInput {
  const phones = (values.phones ?? []).map((phone: Partial<IncidentPhone> | undefined) => ({
    number: phone?.number ?? '',
    type: phone?.type ?? DEFAULT_PHONE_TYPE,
  }));
  const input: Record<string, unknown> = { phones };
  for (const field of TEXT_DETAIL_FIELDS) {
    const value = values[field] ?? '';
    input[field] = DATE_FIELDS.has(field) ? (rewriteDateForm(value) ?? value) : value;
  }
  return input as IncidentDetailsInput;
}

/**
 * What is saved: the domain's clean-up (trim, passport and PAN forms, phone numbers, empty phones
 * dropped) of the fields the category shows; fields hidden by the category are not sent.
 */
export function detailsRequestOf(
  values: IncidentFormValues,
  visible: ReadonlySet<string>,
): IncidentDetailsRequest {
  const normalized = normalizeIncidentDetails(detailsInputOf(values));
  const request: IncidentDetailsRequest = {
    event_date: normalized.event_date ?? '',
    phones: visible.has('phones') ? normalized.phones : [],
  };
  for (const field of TEXT_DETAIL_FIELDS) {
    const value = normalized[field];
    if (field !== 'event_date' && value !== undefined && visible.has(field)) request[field] = value;
  }
  return request;
}

/**
 * The form field a server or domain error names: 'details.inn' → 'inn',
 * 'details.phones.1.number' → ['phones', 1, 'number'], 'category_domain_id' as it is.
 */
export function formFieldOf(path: string): NamePath | null {
  const parts = path.split('.');
  if (parts[0] === 'details') parts.shift();
  const [head, ...rest] = parts;
  if (head === undefined || head === '') return null;
  if (head === 'category_domain_id') return head;
  if (!(INCIDENT_DETAIL_FIELDS as readonly string[]).includes(head)) return null;
  if (rest.length === 0) return head;
  return [head, ...rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
}

/**
 * Fields that hold a value but are hidden by the chosen category: they are not saved ("a field
 * not available for the chosen category"), so the drawer names them rather than drop them unseen.
 */
export function filledHiddenFields(values: IncidentFormValues, visible: ReadonlySet<string>): string[] {
  const normalized = normalizeIncidentDetails(detailsInputOf(values));
  const hidden: string[] = [];
  if (!visible.has('phones') && normalized.phones.length > 0) hidden.push('phones');
  for (const field of TEXT_DETAIL_FIELDS) {
    if (field === 'event_date' || visible.has(field)) continue;
    const value = normalized[field];
    if (value !== undefined && value !== '') hidden.push(field);
  }
  return hidden;
}

/**
 * Whether the form says something else than it did when opened: the category or any detail after
 * the domain's clean-up (a value typed and typed back, or an empty phone row added, is no change).
 */
export function formChanged(opened: IncidentFormValues, current: IncidentFormValues): boolean {
  if ((opened.category_domain_id ?? null) !== (current.category_domain_id ?? null)) return true;
  const before = normalizeIncidentDetails(detailsInputOf(opened));
  const after = normalizeIncidentDetails(detailsInputOf(current));
  if (JSON.stringify(before.phones) !== JSON.stringify(after.phones)) return true;
  return TEXT_DETAIL_FIELDS.some((field) => (before[field] ?? '') !== (after[field] ?? ''));
}
