import type { ApiAnswer, ApiBody } from '../../../api/contract';
import { http } from '../../../api/http';

// The contact directories (apps/server/src/modules/contacts): banks U12/E12, cyber police
// U13/E13, organisations U20/E20.
export const CONTACTS_BASE = '/api/contacts/v1';

export type ContactKind = 'banks' | 'cyber' | 'orgs';

/** A contact as /get, /list and /update answer it (every kind alike). */
export type ContactView = ApiAnswer<'/api/contacts/v1/{kind}/get'>;

export interface ContactFilter {
  query?: string;
}

/** What /update takes: absent fields stay as they are; the flags need the E-code. */
export type ContactChange = ApiBody<'/api/contacts/v1/{kind}/update'>;

export const contactApi = {
  // A missing contact is an answer of the record's address (useRecordAddress), not a failure.
  get: (kind: ContactKind, id: number, signal?: AbortSignal) =>
    http.post<ContactView>(`${CONTACTS_BASE}/${kind}/get`, { id }, { signal, expectedStatuses: [404] }),
  // The dialog puts field errors under its fields (useDirectoryDialog).
  update: (kind: ContactKind, change: ContactChange) =>
    http.post<ContactView>(`${CONTACTS_BASE}/${kind}/update`, change, { inlineFieldErrors: true }),
};

export const contactHistoryPath = (kind: ContactKind): string => `${CONTACTS_BASE}/${kind}/history`;
