import type { DialogMode } from '../shared/dialogMode';

/** What the ATM dialog lets the user touch (spec 3 §2.3, §4, §6). */
export interface AtmDialogState {
  /** Term ID: not editable after creation, nor when it comes from a file. */
  termIdEditable: boolean;
  /** E1008 may choose any acquirer on create; U1008 works on its own; the upload fixes it. */
  acquirerEditable: boolean;
  fieldsEditable: boolean;
  /** Contact and the acquirer ids: read-only, not on create. */
  showAcquirerDetails: boolean;
  /** Delete: an existing mutable ATM, outside an upload. */
  canDelete: boolean;
  /** Loaded from file: raw region and city with the search-in-region switch, during an upload. */
  showLoadedFromFile: boolean;
  /** The extra file-info panel: only with E1008, during an upload. */
  showFileInfo: boolean;
}

export function atmDialogState(mode: DialogMode, extended: boolean, uploading: boolean): AtmDialogState {
  return {
    termIdEditable: mode === 'create' && !uploading,
    acquirerEditable: mode === 'create' && extended && !uploading,
    fieldsEditable: mode !== 'view',
    showAcquirerDetails: mode !== 'create',
    canDelete: mode === 'edit' && !uploading,
    showLoadedFromFile: uploading,
    showFileInfo: uploading && extended,
  };
}

/** The words of a region as the file names it ('Київська обл.' → 'Київська'), for the city search. */
export function regionSearchText(region: string): string {
  return region
    .split(/\s+/)
    .filter((word) => word !== '' && !/^(м\.|обл\.?|область|смт)$/i.test(word))
    .join(' ');
}
