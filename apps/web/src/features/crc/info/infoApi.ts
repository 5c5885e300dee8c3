import { http } from '../../../api/http';

// /api/crc/v1/info/summary as /work/crc-contract.md describes it, until the server's OpenAPI
// document has it; then ApiAnswer<'/api/crc/v1/info/summary'> (decision 0030).

export const INFO_SUMMARY_PATH = '/api/crc/v1/info/summary';

export interface InfoFigures {
  received: number;
  taken: number;
  replied: number;
  rejected: number;
  median_minutes_to_take: number | null;
  median_minutes_to_reply: number | null;
  /** 0 to 1; null when nothing was due. */
  answered_by_due_share: number | null;
}

export interface InfoDay {
  /** YYYY-MM-DD. */
  day: string;
  received: number;
  replied: number;
  rejected: number;
}

export type InfoBank = InfoFigures & { organisation_id: number; name: string };

export interface InfoSummary {
  figures: InfoFigures;
  per_day: InfoDay[];
  /** Every bank's figures for E1009; empty otherwise. */
  banks: InfoBank[];
}

/** The period as dd.MM.yyyy ends, and for E1009 one bank (none: the whole exchange). */
export interface InfoSummaryRequest {
  date_from: string;
  date_to: string;
  organisation_id?: number;
}

export const fetchInfoSummary = (body: InfoSummaryRequest, signal?: AbortSignal): Promise<InfoSummary> =>
  http.post<InfoSummary>(INFO_SUMMARY_PATH, body, { signal });
