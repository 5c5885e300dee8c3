import type { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import { GROUP_ACTION_MAX_ITEMS } from '../constants.js';
import {
  idNumber,
  listOf,
  objectOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
  requiredText,
  triState,
} from '../zod-rules.js';

/** Card system ids (spec 3 §3): 0 domestic (prefix 9804), 1 prefix 4 (uses BID), 2 otherwise (uses ICA). */
export const CARD_SYSTEM = { domestic: 0, bid: 1, ica: 2 } as const;
export type CardSystemId = (typeof CARD_SYSTEM)[keyof typeof CARD_SYSTEM];

/** The payment systems of the directories: ids as above, names as the cards show them. */
export const CARD_SYSTEMS: readonly { id: CardSystemId; name: string }[] = [
  { id: CARD_SYSTEM.domestic, name: 'ПРОСТІР' },
  { id: CARD_SYSTEM.bid, name: 'Visa' },
  { id: CARD_SYSTEM.ica, name: 'Mastercard' },
];

export function isCardSystemId(id: number): id is CardSystemId {
  return CARD_SYSTEMS.some((s) => s.id === id);
}

/** The name of a payment system; an unknown id as its number. */
export function cardSystemName(id: number): string {
  return CARD_SYSTEMS.find((s) => s.id === id)?.name ?? String(id);
}

export const BIN_LIMITS = { binMin: 6, binMax: 8, bidLength: 8, icaLength: 6, notesMax: 200 } as const;

export function cardSystemOfBin(bin: string): CardSystemId {
  if (bin.startsWith('9804')) return CARD_SYSTEM.domestic;
  if (bin.startsWith('4')) return CARD_SYSTEM.bid;
  return CARD_SYSTEM.ica;
}

/** 'Enter BIN', 'Length must be 6 to 8', 'Must be numbers only' (in the spec's order). */
export function checkBin(value: string): MessageKey | null {
  if (value === '') return 'bin_required';
  if (value.length < BIN_LIMITS.binMin || value.length > BIN_LIMITS.binMax) return 'bin_length';
  return /^\d+$/.test(value) ? null : 'numbers_only';
}

/** 'Select or enter BID', then exactly 8 digits. */
export function checkBid(value: string): MessageKey | null {
  if (value === '') return 'bid_required';
  if (!/^\d+$/.test(value)) return 'numbers_only';
  return value.length === BIN_LIMITS.bidLength ? null : 'bid_length';
}

/** 'Select or enter ICA', then exactly 6 digits. */
export function checkIca(value: string): MessageKey | null {
  if (value === '') return 'ica_required';
  if (!/^\d+$/.test(value)) return 'numbers_only';
  return value.length === BIN_LIMITS.icaLength ? null : 'ica_length';
}

/** A BIN's code that breaks the rule of its card system: the field and why. */
export type BinCodeProblem = { readonly field: 'bid' | 'ica'; readonly key: MessageKey };

/**
 * The one rule for a BIN's BID or ICA, kept by the dialog and the spreadsheet upload alike: a
 * system 1 BIN (prefix 4) has a BID of 8 digits, a system 2 BIN an ICA of 6, a domestic one
 * neither. The system follows from the BIN, so without a valid BIN there is nothing to require.
 */
export function checkBinCode(record: {
  readonly bin: string;
  readonly bid?: string | null | undefined;
  readonly ica?: string | null | undefined;
}): BinCodeProblem | null {
  if (checkBin(record.bin) !== null) return null;
  const system = cardSystemOfBin(record.bin);
  const field = system === CARD_SYSTEM.bid ? 'bid' : system === CARD_SYSTEM.ica ? 'ica' : null;
  if (field === null) return null;
  const key = field === 'bid' ? checkBid(record.bid ?? '') : checkIca(record.ica ?? '');
  return key === null ? null : { field, key };
}

/**
 * The BIN dialog (spec 3 §5): BIN, issuer, BID for system 1 or ICA for system 2, prepaid and
 * token (true, false or unknown), notes up to 200. The card system is derived from the BIN.
 * Uniqueness on create ('BIN must be unique') is the server's lookup.
 */
export const binRecordSchema = objectOf({
  bin: requiredText(checkBin, { requiredKey: 'bin_required' }),
  org_id: idNumber('issuer_required'),
  bid: optionalText(),
  ica: optionalText(),
  prepaid: triState(),
  token: triState(),
  notes: optionalText(undefined, { max: BIN_LIMITS.notesMax }),
})
  .superRefine((record, ctx) => {
    const problem = checkBinCode(record);
    if (problem) reportOutcome(ctx, problem.key, [problem.field]);
  })
  .transform((record) => {
    const card_system_id = cardSystemOfBin(record.bin);
    return {
      ...record,
      card_system_id,
      // Only the code of the BIN's own system is kept.
      bid: card_system_id === CARD_SYSTEM.bid ? record.bid : undefined,
      ica: card_system_id === CARD_SYSTEM.ica ? record.ica : undefined,
    };
  });
export type BinRecord = z.output<typeof binRecordSchema>;

const digitsUpTo = (max: number) => (value: string) =>
  new RegExp(`^\\d{1,${max}}$`).test(value) ? null : 'numbers_only';

/** BIN list filter: "BIN max 8 digits, ICA max 6 digits". */
export const binFilterSchema = objectOf({
  bin: optionalText(digitsUpTo(BIN_LIMITS.binMax), { max: BIN_LIMITS.binMax }),
  ica: optionalText(digitsUpTo(BIN_LIMITS.icaLength), { max: BIN_LIMITS.icaLength }),
  org_id: optionalIdNumber(),
  prepaid: triState(),
  token: triState(),
});

/** /group_update, /group_delete and /prepare_for_cleanup: an organisation and its BINs. */
export const binGroupSchema = objectOf({
  org_id: idNumber('select_issuer'),
  list: listOf(requiredText(checkBin, { requiredKey: 'bin_required' }), GROUP_ACTION_MAX_ITEMS).min(1, {
    error: 'required_field',
  }),
});

/** A BIN for /get, /history and /delete. */
export const binKeySchema = objectOf({ bin: requiredText(checkBin, { requiredKey: 'bin_required' }) });

export const BIN_SORT_FIELDS = ['bin', 'org_name', 'update_dt'] as const;

/** "Updating without permission shows the error 'You do not have permission to update BIN'." */
export function checkBinUpdateAllowed(input: {
  readonly extended: boolean;
  readonly ownOrgId: number;
  readonly binOrgId: number;
}): MessageKey | null {
  return input.extended || input.ownOrgId === input.binOrgId ? null : 'bin_update_forbidden';
}
