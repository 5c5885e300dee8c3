import type { MessageKey } from '@afx/domain';
import type { ApiAnswer } from '../../../api/contract';
import { http, TIMEOUT_MS, type ListResult } from '../../../api/http';
import type { CardSystem, CodeList, CountAnswer } from '../shared/directoryTypes';

// The card BIN directory (apps/server/src/modules/bins), U1007 or E1007.
export const BIN_BASE = '/api/dcb/v1';

/** A BIN as /get, /list and /add answer it. */
export type BinView = ApiAnswer<'/api/dcb/v1/get'>;

export interface BinFilter {
  bin?: string;
  ica?: string;
  org_id?: number;
  prepaid?: boolean | null;
  token?: boolean | null;
}

/** What /add and /update take (binRecordSchema of the domain). */
export interface BinRecordInput {
  bin: string;
  org_id: number | undefined;
  bid?: string;
  ica?: string;
  prepaid: boolean | null;
  token: boolean | null;
  notes?: string;
}

/** One sheet row as /upload/apply takes it. */
export interface BinUploadRowInput {
  bin: string;
  notes?: string;
  ica?: string;
  bid?: string;
  prepaid: boolean | null;
  token: boolean | null;
}

type BinUploadApplyAnswer = ApiAnswer<'/api/dcb/v1/upload/apply'>;
/** A row of the batch that names a BIN of another organisation (`row`: its index in the batch). */
export type BinConflict = BinUploadApplyAnswer['conflict_list'][number];
/** A row the BIN dialog would refuse (a Visa BIN without a BID), not written: its index, field and message. */
export type BinRefusal = Omit<BinUploadApplyAnswer['refused_list'][number], 'key'> & {
  /** The domain message, as the dialog says it under the field (the document types it as text). */
  key: MessageKey;
};
export type BinUploadAnswer = Omit<BinUploadApplyAnswer, 'refused_list'> & { refused_list: BinRefusal[] };

export const binApi = {
  // A missing BIN is an answer of the record's address (useRecordAddress), not a failure to show.
  get: (bin: string, signal?: AbortSignal) =>
    http.post<BinView>(`${BIN_BASE}/get`, { bin }, { signal, expectedStatuses: [404] }),
  // The BIN dialog puts field errors under its fields (useDirectoryDialog).
  add: (record: BinRecordInput) => http.post<BinView>(`${BIN_BASE}/add`, record, { inlineFieldErrors: true }),
  update: (record: BinRecordInput) =>
    http.post<BinView>(`${BIN_BASE}/update`, record, { inlineFieldErrors: true }),
  remove: (bin: string) => http.post<CountAnswer>(`${BIN_BASE}/delete`, { bin }),
  groupUpdate: (orgId: number, list: string[], set?: BinGroupSet) =>
    http.post<CountAnswer>(`${BIN_BASE}/group_update`, { org_id: orgId, list, ...(set ? { set } : {}) }),
  groupDelete: (orgId: number, list: string[]) =>
    http.post<CountAnswer>(`${BIN_BASE}/group_delete`, { org_id: orgId, list }),
  cardSystems: (signal?: AbortSignal) =>
    http.get<ListResult<CardSystem>>(`${BIN_BASE}/card_system/list`, { signal }),
  bidList: (orgId: number, signal?: AbortSignal) =>
    http.post<CodeList>(`${BIN_BASE}/bid/list`, { org_id: orgId }, { signal }),
  icaList: (orgId: number, signal?: AbortSignal) =>
    http.post<CodeList>(`${BIN_BASE}/ica/list`, { org_id: orgId }, { signal }),
  prepareForCleanup: (orgId: number, list: string[]) =>
    http.post<CodeList>(`${BIN_BASE}/prepare_for_cleanup`, { org_id: orgId, list }),
  uploadApply: (orgId: number, rows: BinUploadRowInput[], signal?: AbortSignal) =>
    // 500 rows are one transaction on the server: more than the general 10 s may be needed.
    http.post<BinUploadAnswer>(
      `${BIN_BASE}/upload/apply`,
      { org_id: orgId, rows },
      { signal, timeoutMs: TIMEOUT_MS.long },
    ),
};

/** The organisation picker and the history drawer of the BIN screens. */
export const BIN_PATHS = {
  organisations: `${BIN_BASE}/organization/list`,
  history: `${BIN_BASE}/history`,
  template: '/files/dcb/template_1.xlsx',
} as const;

export const BIN_TEMPLATE_FILE_NAME = 'bin_list_template.xlsx';

/** What a BIN group update may set on every selected BIN (absent: unchanged). */
export type BinGroupSet = {
  prepaid?: boolean | null;
  token?: boolean | null;
  notes?: string | null;
};
