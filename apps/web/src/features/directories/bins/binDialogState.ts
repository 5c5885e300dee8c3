import { CARD_SYSTEM, cardSystemOfBin } from '@afx/domain';
import type { DialogMode } from '../shared/dialogMode';

/** What the BIN dialog lets the user touch (spec 3 §4 "BIN dialog rules of state"). */
export interface BinDialogState {
  /** BIN is editable only on create. */
  binEditable: boolean;
  /** Other fields are disabled when the row is not mutable. */
  fieldsEditable: boolean;
  /** The issuer can be changed only with permission E1007. */
  issuerEditable: boolean;
  /** Contact is read-only and not shown on create. */
  showContact: boolean;
}

export function binDialogState(mode: DialogMode, extended: boolean): BinDialogState {
  const fieldsEditable = mode !== 'view';
  return {
    binEditable: mode === 'create',
    fieldsEditable,
    issuerEditable: fieldsEditable && extended,
    showContact: mode !== 'create',
  };
}

/** The issuer code a BIN's payment system uses: BID for system 1, ICA for system 2, none for domestic. */
export type BinCodeKind = 'bid' | 'ica';

export function binCodeKindOf(bin: string): BinCodeKind | null {
  if (bin === '') return null;
  const system = cardSystemOfBin(bin);
  if (system === CARD_SYSTEM.bid) return 'bid';
  if (system === CARD_SYSTEM.ica) return 'ica';
  return null;
}

/** Changing the issuer resets contact, BID and ICA; the new issuer's options load next. */
export const ISSUER_CHANGE_RESET = { contact: '', bid: '', ica: '' } as const;

/** When there is a single option it is preselected; otherwise the field is left for the user. */
export function preselectedCode(options: readonly string[], current: string): string | null {
  return current === '' && options.length === 1 ? (options[0] ?? null) : null;
}
