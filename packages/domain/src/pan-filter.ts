import type { MessageKey } from './messages/index.js';
import { isExactPan, panMaskParts, panMaskToSqlLike } from './pan-mask.js';

/**
 * What the card field of the incident filter box searches for. Analysts rarely hold a whole card
 * number: a statement shows the last 4, a BIN list the first 6, another bank's letter a mask.
 */
export type PanFilter =
  | { readonly kind: 'exact'; readonly pan: string }
  | { readonly kind: 'mask'; readonly prefix: string; readonly suffix: string; readonly like: string }
  | { readonly kind: 'prefix'; readonly prefix: string }
  | { readonly kind: 'last4'; readonly suffix: string };

/** 6 to 15 digits: the start of a number (16 or more digits are a whole number). */
const PREFIX = /^\d{6,15}$/;
/** The last 4 digits, alone or after stars ('****1234'). */
const LAST_FOUR = /^\**(\d{4})$/;

/** The form of a cleaned card filter (see normalizePanMaskInput), or null when it is none of them. */
export function parsePanFilter(value: string): PanFilter | null {
  if (isExactPan(value)) return { kind: 'exact', pan: value };
  if (PREFIX.test(value)) return { kind: 'prefix', prefix: value };
  const lastFour = LAST_FOUR.exec(value);
  if (lastFour?.[1]) return { kind: 'last4', suffix: lastFour[1] };
  const parts = panMaskParts(value);
  const like = panMaskToSqlLike(value);
  if (!parts || !like) return null;
  return { kind: 'mask', prefix: parts.prefix, suffix: parts.suffix, like };
}

/** Failed patterns show 'invalid value' (spec 1 §5). */
export function checkPanFilter(value: string): MessageKey | null {
  return parsePanFilter(value) ? null : 'invalid_value';
}
