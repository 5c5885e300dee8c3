import { z } from 'zod';
import { GROUP_ACTION_MAX_ITEMS } from '../constants.js';
import { checkLatitude, checkLongitude, parseCoordinate } from '../geo.js';
import type { MessageKey } from '../messages/index.js';
import type { Rule } from '../rule.js';
import {
  idNumber,
  listOf,
  objectOf,
  optionalIdNumber,
  optionalText,
  reportOutcome,
  requiredText,
  storableString,
  typeError,
} from '../zod-rules.js';

export const ATM_LIMITS = { termIdMin: 5, termIdMax: 8, textMax: 150, acquirerIdMax: 6 } as const;

/** "Input forced to uppercase, limited to 8." */
export function normalizeTermIdInput(raw: string): string {
  return raw.toUpperCase().slice(0, ATM_LIMITS.termIdMax);
}

/** 'Enter Terminal ID', 'Length must be 5 to 8', 'Must be uppercase alphanumeric only'. */
export function checkTermId(value: string): MessageKey | null {
  if (value === '') return 'term_id_required';
  if (value.length < ATM_LIMITS.termIdMin || value.length > ATM_LIMITS.termIdMax) return 'term_id_length';
  return /^[A-Z0-9]+$/.test(value) ? null : 'term_id_charset';
}

/** KATOTTG, the national territorial-unit code: UA plus 17 digits. */
export function isKatottg(value: string): boolean {
  return /^UA\d{17}$/.test(value);
}

export function checkKatottg(value: string): MessageKey | null {
  return isKatottg(value) ? null : 'katottg_invalid';
}

/**
 * An optional ATM coordinate: empty or 0 means "not set" (the upload's default); any other value
 * must be a geographic coordinate. The spec's ATM form swaps the latitude and longitude ranges;
 * geographic ranges are used (see geo.ts).
 */
function optionalCoordinate(rule: Rule<string | number>) {
  return z
    .union([storableString(), z.number()], { error: typeError })
    .superRefine((value, ctx) => {
      if (parseCoordinate(value) === 0 || (typeof value === 'string' && value.trim() === '')) return;
      reportOutcome(ctx, rule(value));
    })
    .nullish()
    .transform((value) => (value === null || value === undefined ? 0 : (parseCoordinate(value) ?? 0)));
}

/** The ATM dialog (spec 3 §5 "ATM form"). Uniqueness within the acquirer is the server's lookup. */
export const atmRecordSchema = objectOf({
  term_id: requiredText(checkTermId, {
    requiredKey: 'term_id_required',
    normalize: (value) => value.toUpperCase(),
  }),
  org_id: idNumber('acquirer_name_required'),
  location_id: requiredText(checkKatottg, { requiredKey: 'city_required' }),
  location_address: requiredText(undefined, { requiredKey: 'address_required', max: ATM_LIMITS.textMax }),
  location_description: optionalText(undefined, { max: ATM_LIMITS.textMax }),
  latitude: optionalCoordinate(checkLatitude),
  longitude: optionalCoordinate(checkLongitude),
  raw_region: optionalText(undefined, { max: ATM_LIMITS.textMax }),
  raw_city: optionalText(undefined, { max: ATM_LIMITS.textMax }),
});
export type AtmRecord = z.output<typeof atmRecordSchema>;

/** An ATM is identified by its terminal id within its acquirer. */
export const atmKeySchema = objectOf({
  term_id: requiredText(checkTermId, {
    requiredKey: 'term_id_required',
    normalize: (value) => value.toUpperCase(),
  }),
  org_id: idNumber('acquirer_name_required'),
});

/** ATM list filter (spec 3 §2.3). */
export const atmFilterSchema = objectOf({
  term_id: optionalText((value) => (/^[A-Z0-9]{1,8}$/.test(value) ? null : 'term_id_charset'), {
    normalize: (value) => value.toUpperCase(),
    max: ATM_LIMITS.termIdMax,
  }),
  org_id: optionalIdNumber(),
  acq_id: optionalText((value) => (/^\d+$/.test(value) ? null : 'numbers_only'), {
    max: ATM_LIMITS.acquirerIdMax,
  }),
  location_id: optionalText(checkKatottg),
  location_address: optionalText(undefined, { max: ATM_LIMITS.textMax }),
});

/** /group_update and /group_delete: an acquirer and its terminal ids. */
export const atmGroupSchema = objectOf({
  org_id: idNumber('select_acquirer'),
  list: listOf(requiredText(checkTermId, { requiredKey: 'term_id_required' }), GROUP_ACTION_MAX_ITEMS).min(
    1,
    { error: 'select_atms' },
  ),
});

export const ATM_SORT_FIELDS = ['term_id', 'org_name', 'location_name', 'update_dt'] as const;
