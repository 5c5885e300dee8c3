import { ATM_UPLOAD_SHEET } from '@afx/domain';
import { HttpError } from '../../../api/http';
import type { UploadPlugin, UploadRow, UploadRowContext } from '../../../components/upload';
import { dialogModeOf, type DialogMode } from '../shared/dialogMode';
import type { DomainText } from '../shared/useDirectoriesTranslation';
import { atmApi, type AtmRecordInput, type AtmView, type LocationView } from './atmApi';

type AtmSheet = typeof ATM_UPLOAD_SHEET.columns;
export type AtmUploadRow = UploadRow<AtmSheet>;

export const ATM_UPLOAD_OUTCOMES = ['created', 'updated', 'skipped'] as const;
export type AtmUploadOutcome = (typeof ATM_UPLOAD_OUTCOMES)[number];

/**
 * A row handed to the user: the city was not found, saving it automatically failed, or the stored
 * ATM may not be changed (view mode; the row is only shown).
 */
export interface AtmUploadPrompt {
  rowNumber: number;
  row: AtmUploadRow;
  /** The ATM as stored, or null when the acquirer has none with this terminal id. */
  existing: AtmView | null;
  /** Create when new, update when mutable, otherwise view (spec 3 §4). */
  mode: DialogMode;
  location: LocationView | null;
  /** What the row would save. */
  record: AtmRecordInput;
  reason: 'location_not_found' | 'save_failed' | 'read_only';
  /** Why the server refused the automatic save, when it said. */
  serverMessage?: string;
}

/** What the dialog shows once the rows are done. */
export interface AtmUploadFollowUp {
  /** The acquirer's ATMs the file did not contain ('Prepare for delete'). */
  oldAtms: string[];
}

export interface AtmUploadDeps {
  /** The acquirer the upload is for, settled before the file is read. */
  orgId: () => number;
  tm: DomainText;
  api?: Pick<typeof atmApi, 'resolveLocation' | 'find' | 'add' | 'update' | 'prepareForCleanup'>;
}

type RowContext = UploadRowContext<AtmUploadPrompt, AtmUploadOutcome>;

/**
 * The record a row saves: the found city (if any), the file's address, description and position.
 * For a stored ATM, a row without a position (0, the sheet's default) or without a description
 * keeps the stored ones: a sheet of addresses alone must not wipe what was set by hand.
 */
export function atmRecordOfRow(
  row: AtmUploadRow,
  orgId: number,
  location: LocationView | null,
  existing: AtmView | null = null,
): AtmRecordInput {
  const keepPosition = existing !== null && row.latitude === 0 && row.longitude === 0;
  return {
    term_id: row.term_id,
    org_id: orgId,
    location_id: location?.id ?? '',
    location_address: row.address,
    location_description: row.location_description || existing?.location_description || undefined,
    latitude: keepPosition ? (existing.latitude ?? 0) : row.latitude,
    longitude: keepPosition ? (existing.longitude ?? 0) : row.longitude,
    raw_region: row.region,
    raw_city: row.city,
  };
}

/**
 * The ATM upload (spec 3 §4 "ATM upload"): for each row the location is resolved (its KATOTTG code
 * when given, else region and city) and the ATM fetched; a found city is created or updated
 * automatically, otherwise (or when that fails) the row waits for the user in the ATM dialog.
 * A failed lookup pauses the upload. At the end /prepare_for_cleanup lists the acquirer's ATMs the
 * file did not contain.
 */
export function createAtmUploadPlugin(
  deps: AtmUploadDeps,
): UploadPlugin<AtmSheet, AtmUploadFollowUp, AtmUploadPrompt, AtmUploadOutcome> {
  const api = deps.api ?? atmApi;
  let uploaded: string[] = [];

  const resolve = async (row: AtmUploadRow, ctx: RowContext): Promise<LocationView | null> => {
    let location: LocationView | null;
    try {
      const hint = { ...(row.katottg ? { katottg: row.katottg } : {}), region: row.region, city: row.city };
      location = (await api.resolveLocation(hint, ctx.signal)).location ?? null;
    } catch (error) {
      const reason = error instanceof HttpError ? error.serverMessage : undefined;
      throw new Error(
        reason ? `${deps.tm('location_retrieval_error')}: ${reason}` : deps.tm('location_retrieval_error'),
      );
    }
    // A code the codifier does not know is an error of the file, not a city to choose.
    if (row.katottg && !location) {
      const unknown = deps.tm('cell_unknown_katottg', { row: ctx.rowNumber, column: 'katottg' });
      throw new Error(`${deps.tm('location_retrieval_error')}: ${unknown}`);
    }
    return location;
  };

  const fetchAtm = async (termId: string, ctx: RowContext): Promise<AtmView | null> => {
    try {
      return await api.find(deps.orgId(), termId, ctx.signal);
    } catch {
      throw new Error(deps.tm('atm_info_retrieval_error'));
    }
  };

  return {
    sheet: ATM_UPLOAD_SHEET,
    outcomes: ATM_UPLOAD_OUTCOMES,
    beforeRun: (rows) => {
      uploaded = rows.map((row) => row.term_id);
    },
    handleRow: async (row, _index, ctx) => {
      const location = await resolve(row, ctx);
      const existing = await fetchAtm(row.term_id, ctx);
      const record = atmRecordOfRow(row, deps.orgId(), location, existing);
      const mode = dialogModeOf(existing);
      // The row goes to the user in the ATM dialog, saying why.
      const askUser = (reason: AtmUploadPrompt['reason'], serverMessage?: string) =>
        ctx.waitForUser({
          rowNumber: ctx.rowNumber,
          row,
          existing,
          mode,
          location,
          record,
          reason,
          ...(serverMessage ? { serverMessage } : {}),
        });
      if (location && mode !== 'view') {
        try {
          if (existing) {
            await api.update(record, ctx.signal);
            return 'updated';
          }
          await api.add(record, ctx.signal);
          return 'created';
        } catch (error) {
          if (ctx.signal.aborted) throw error;
          return askUser('save_failed', error instanceof HttpError ? error.serverMessage : undefined);
        }
      }
      return askUser(mode === 'view' ? 'read_only' : 'location_not_found');
    },
    afterComplete: async () => {
      try {
        const { list } = await api.prepareForCleanup(deps.orgId(), uploaded);
        return { oldAtms: list };
      } catch {
        throw new Error(deps.tm('prepare_cleanup_failed'));
      }
    },
  };
}
