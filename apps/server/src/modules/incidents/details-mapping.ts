import { type IncidentDetails, fromIsoDate, toIsoDate } from '@afx/domain';
import type { IncidentDetailsView } from './api.js';
import type { incidents } from './tables.js';

type IncidentRow = typeof incidents.$inferSelect;
export type DetailColumns = Pick<
  IncidentRow,
  | 'eventDate'
  | 'inn'
  | 'fullname'
  | 'passportId'
  | 'egrpou'
  | 'orgName'
  | 'erdrNumber'
  | 'erdrDate'
  | 'pan'
  | 'ip'
  | 'email'
  | 'url'
  | 'description'
>;
export type Phone = { number: string; type: number };

/** dd.MM.yyyy as the database's date; the details schema has already checked the form. */
function isoDate(value: string): string {
  const iso = toIsoDate(value);
  if (iso === null) throw new Error(`not a dd.MM.yyyy date: ${value}`);
  return iso;
}

/** Validated, normalised details (the domain's details schema output) as table columns. */
export function detailsToColumns(details: IncidentDetails): DetailColumns {
  return {
    eventDate: isoDate(details.event_date),
    inn: details.inn ?? null,
    fullname: details.fullname ?? null,
    passportId: details.passport_id ?? null,
    egrpou: details.egrpou ?? null,
    orgName: details.org_name ?? null,
    erdrNumber: details.erdr_number ?? null,
    erdrDate: details.erdr_date ? isoDate(details.erdr_date) : null,
    pan: details.pan ?? null,
    ip: details.ip ?? null,
    email: details.email ?? null,
    url: details.url ?? null,
    description: details.description ?? null,
  };
}

/** Table columns and phone rows as the details the form and the API show. */
export function columnsToDetails(row: DetailColumns, phones: Phone[]): IncidentDetailsView {
  return {
    event_date: fromIsoDate(row.eventDate) ?? row.eventDate,
    inn: row.inn,
    fullname: row.fullname,
    passport_id: row.passportId,
    phones,
    egrpou: row.egrpou,
    org_name: row.orgName,
    erdr_number: row.erdrNumber,
    erdr_date: row.erdrDate === null ? null : (fromIsoDate(row.erdrDate) ?? row.erdrDate),
    pan: row.pan,
    ip: row.ip,
    email: row.email,
    url: row.url,
    description: row.description,
  };
}
