import { BIN_UPLOAD_SHEET } from '@afx/domain';
import { HttpError } from '../../../api/http';
import type { UploadOutcome, UploadPlugin, UploadRow } from '../../../components/upload';
import type { DomainText } from '../shared/useDirectoriesTranslation';
import {
  binApi,
  type BinConflict,
  type BinRefusal,
  type BinUploadAnswer,
  type BinUploadRowInput,
} from './binApi';

type BinSheet = typeof BIN_UPLOAD_SHEET.columns;
export type BinUploadRow = UploadRow<BinSheet>;

/** Rows one /upload/apply call takes (the server's BIN_UPLOAD_BATCH). */
export const BIN_UPLOAD_BATCH = 500;

export const BIN_UPLOAD_OUTCOMES = [
  'created',
  'updated',
  'unchanged',
  'conflicts',
  'refused',
] as const satisfies readonly UploadOutcome[];

/** What the dialog shows once the rows are done. */
export interface BinUploadFollowUp {
  /** BINs owned by another organisation: counted, listed, left as they are. */
  conflicts: BinConflict[];
  /** Rows the BIN dialog would refuse, each with its spreadsheet row number: not written. */
  refused: RefusedRow[];
  /** The issuer's BINs the file did not contain ('prepare for cleanup'). */
  oldBins: string[];
}

/** A refused row as the dialog lists it: the spreadsheet row, the BIN and the domain message. */
export type RefusedRow = Omit<BinRefusal, 'row'> & { rowNumber: number };

export interface BinUploadDeps {
  /** The issuer the upload is for, settled before the file is read. */
  orgId: () => number;
  tm: DomainText;
  /** A batch brought conflicts ('Conflict: BIN is owned by another organization'). */
  onConflicts: (conflicts: readonly BinConflict[]) => void;
  api?: Pick<typeof binApi, 'uploadApply' | 'prepareForCleanup'>;
}

/** A sheet row as /upload/apply takes it: empty cells are left out, so stored values stay. */
export function toUploadRow(row: BinUploadRow): BinUploadRowInput {
  return {
    bin: row.bin,
    ...(row.notes ? { notes: row.notes } : {}),
    ...(row.ica ? { ica: row.ica } : {}),
    ...(row.bid ? { bid: row.bid } : {}),
    prepaid: row.prepaid,
    token: row.token,
  };
}

/**
 * One outcome per row of a batch: the conflicts and refusals at their rows, the other rows take the
 * server's created, updated and unchanged counts (the server answers counts, not rows, for the rest).
 */
export function batchOutcomes(answer: BinUploadAnswer, size: number): UploadOutcome[] {
  const outcomes: (UploadOutcome | undefined)[] = Array.from({ length: size }, () => undefined);
  const place = (row: number, outcome: UploadOutcome) => {
    if (row >= 0 && row < size) outcomes[row] = outcome;
  };
  for (const conflict of answer.conflict_list) place(conflict.row, 'conflicts');
  for (const refusal of answer.refused_list) place(refusal.row, 'refused');
  const rest: UploadOutcome[] = [
    ...Array.from({ length: answer.created }, () => 'created' as const),
    ...Array.from({ length: answer.updated }, () => 'updated' as const),
    ...Array.from({ length: answer.unchanged }, () => 'unchanged' as const),
  ];
  return outcomes.map((outcome) => outcome ?? rest.shift() ?? 'unchanged');
}

/**
 * Why a batch failed, in the spec's words: 'You do not have permission to update BIN' as the
 * server says it (403), otherwise 'BIN information retrieval error' with the server's reason.
 */
export function batchError(error: unknown, tm: DomainText): Error {
  if (error instanceof HttpError && error.status === 403 && error.serverMessage)
    return new Error(error.serverMessage);
  const reason = error instanceof HttpError ? error.serverMessage : undefined;
  return new Error(reason ? `${tm('bin_info_retrieval_error')}: ${reason}` : tm('bin_info_retrieval_error'));
}

/**
 * The BIN upload (spec 3 §4 "BIN upload"): the checked rows go to /upload/apply in batches of
 * 500; at the end /prepare_for_cleanup lists the issuer's BINs the file did not contain. The server
 * refuses a row the BIN dialog would refuse (domain `checkBinCode`); it is listed with its row.
 */
export function createBinUploadPlugin(deps: BinUploadDeps): UploadPlugin<BinSheet, BinUploadFollowUp> {
  const api = deps.api ?? binApi;
  let uploaded: string[] = [];
  let conflicts: BinConflict[] = [];
  let refused: RefusedRow[] = [];
  return {
    sheet: BIN_UPLOAD_SHEET,
    outcomes: BIN_UPLOAD_OUTCOMES,
    batchSize: BIN_UPLOAD_BATCH,
    beforeRun: (rows) => {
      uploaded = rows.map((row) => row.bin);
      conflicts = [];
      refused = [];
    },
    handleBatch: async (rows, startIndex, ctx) => {
      let answer: BinUploadAnswer;
      try {
        answer = await api.uploadApply(deps.orgId(), rows.map(toUploadRow), ctx.signal);
      } catch (error) {
        throw batchError(error, deps.tm);
      }
      if (answer.conflict_list.length > 0) {
        conflicts = [...conflicts, ...answer.conflict_list];
        deps.onConflicts(answer.conflict_list);
      }
      refused = [
        ...refused,
        ...answer.refused_list.map(({ row, ...refusal }) => ({
          ...refusal,
          rowNumber: ctx.rowNumberOf(startIndex + row),
        })),
      ];
      return batchOutcomes(answer, rows.length);
    },
    afterComplete: async () => {
      try {
        const { list } = await api.prepareForCleanup(deps.orgId(), uploaded);
        return { conflicts, refused, oldBins: list };
      } catch {
        throw new Error(deps.tm('prepare_cleanup_failed'));
      }
    },
  };
}
