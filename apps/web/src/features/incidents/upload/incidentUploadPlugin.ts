import { INCIDENT_UPLOAD_SHEET, UPLOAD_ROW_DELAY_MS } from '@afx/domain';
import type { UploadPlugin, UploadRow } from '../../../components/upload';

export type IncidentSheetColumns = typeof INCIDENT_UPLOAD_SHEET.columns;
export type IncidentUploadRow = UploadRow<IncidentSheetColumns>;

/** A checked row handed to the screen: it fills the incident drawer with it. */
export interface IncidentUploadPrompt {
  row: IncidentUploadRow;
  rowNumber: number;
}

/** What the user did with the row in the drawer. */
export type IncidentUploadOutcome = 'created' | 'skipped';
export const INCIDENT_UPLOAD_OUTCOMES: readonly IncidentUploadOutcome[] = ['created', 'skipped'];

/**
 * The incident upload (spec 1 §4, §5): the domain's incident sheet checks the header and every row
 * before anything is shown; then each row waits for the user to save or skip it in the drawer, and
 * the next one follows 1 s later. The dialog shows the counters and, at the end, the total.
 */
export function incidentUploadPlugin(): UploadPlugin<
  IncidentSheetColumns,
  never,
  IncidentUploadPrompt,
  IncidentUploadOutcome
> {
  return {
    sheet: INCIDENT_UPLOAD_SHEET,
    outcomes: INCIDENT_UPLOAD_OUTCOMES,
    rowDelayMs: UPLOAD_ROW_DELAY_MS,
    handleRow: (row, _index, ctx) => ctx.waitForUser({ row, rowNumber: ctx.rowNumber }),
  };
}
