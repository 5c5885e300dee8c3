import type { ApiAnswer, ApiBody } from '../../../api/contract';
import { http } from '../../../api/http';

// /api/crc/v1/info/summary, typed from the server's OpenAPI document (decision 0030).

export const INFO_SUMMARY_PATH = '/api/crc/v1/info/summary';

/** The figures (answered_by_due_share 0 to 1, null when nothing was due), per day, and for E1009 every bank's. */
export type InfoSummary = ApiAnswer<typeof INFO_SUMMARY_PATH>;
export type InfoFigures = InfoSummary['figures'];
export type InfoDay = InfoSummary['per_day'][number];
export type InfoBank = InfoSummary['banks'][number];

/** The period as dd.MM.yyyy ends, and for E1009 one bank (none: the whole exchange). */
export type InfoSummaryRequest = ApiBody<typeof INFO_SUMMARY_PATH>;

export const fetchInfoSummary = (body: InfoSummaryRequest, signal?: AbortSignal): Promise<InfoSummary> =>
  http.post<InfoSummary>(INFO_SUMMARY_PATH, body, { signal });
