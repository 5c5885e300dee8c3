import type { z } from 'zod';
import { SMART_FORMAT_LIMITS, SMART_FORMAT_SERVICES } from '../directories/smart-format.js';
import { oneOf, objectOf, reportOutcome, requiredText, storableString } from '../zod-rules.js';
import {
  DEFAULT_SMART_PASTE_VARIANT,
  SMART_PASTE_TEXT_MAX_BYTES,
  SMART_PASTE_VARIANTS,
} from './constants.js';

/** Whether a text takes more than 256 kB in UTF-8; encodes it only when its length cannot tell. */
export function isPasteTooLarge(text: string): boolean {
  // A UTF-16 unit takes 1 to 3 bytes of UTF-8.
  if (text.length * 3 <= SMART_PASTE_TEXT_MAX_BYTES) return false;
  if (text.length > SMART_PASTE_TEXT_MAX_BYTES) return true;
  return utf8Length(text) > SMART_PASTE_TEXT_MAX_BYTES;
}

/** UTF-8 bytes of a text (the domain runs in the browser and on the server, without Buffer). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte character: 2 bytes for each half.
    else if (unit >= 0xd800 && unit <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/**
 * The pasted text: required, at most 256 kB. Not trimmed: a leading tab is an empty first cell.
 */
const pastedText = () =>
  storableString().superRefine((value, ctx) => {
    if (value.trim() === '') {
      reportOutcome(ctx, 'required_field');
      return;
    }
    if (isPasteTooLarge(value)) {
      reportOutcome(ctx, {
        key: 'paste_text_too_large',
        params: { size: SMART_PASTE_TEXT_MAX_BYTES / 1024 },
      });
    }
  });

/** POST /api/smart/v1/result: the caller's organisation's format with that title parses `tran`. */
export const smartPasteRequestSchema = objectOf({
  smart_zone: oneOf(SMART_FORMAT_SERVICES),
  format_title: requiredText(undefined, { max: SMART_FORMAT_LIMITS.titleMax }),
  tran: pastedText(),
  variant: oneOf(SMART_PASTE_VARIANTS)
    .nullish()
    .transform((value) => value ?? DEFAULT_SMART_PASTE_VARIANT),
});
export type SmartPasteRequest = z.output<typeof smartPasteRequestSchema>;
