import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, validate } from '../zod-rules.js';
import { SMART_PASTE_TEXT_MAX_BYTES } from './constants.js';
import { isPasteTooLarge, smartPasteRequestSchema } from './request.js';

const BODY = { smart_zone: 'fpt', format_title: 'Alpha Excel', tran: '24.11.2026\t09:15:02\t100.00' };

describe('POST /api/smart/v1/result body', () => {
  it('keeps the pasted text as it is and reads the full list by default', () => {
    expect(validate(smartPasteRequestSchema, { ...BODY, tran: '\tfirst cell empty\n' })).toEqual({
      success: true,
      data: { ...BODY, tran: '\tfirst cell empty\n', variant: 'full' },
    });
  });

  it('requires the zone, the format title and the text', () => {
    expect(fieldErrorsOf(smartPasteRequestSchema, { format_title: ' ', tran: ' \n\t' })).toEqual([
      { field: 'smart_zone', key: 'required_field' },
      { field: 'format_title', key: 'required_field' },
      { field: 'tran', key: 'required_field' },
    ]);
  });

  it('refuses an unknown zone or variant', () => {
    expect(fieldErrorsOf(smartPasteRequestSchema, { ...BODY, smart_zone: 'cci', variant: 'all' })).toEqual([
      { field: 'smart_zone', key: 'invalid_value' },
      { field: 'variant', key: 'invalid_value' },
    ]);
  });

  it('limits the title to 80 characters', () => {
    expect(fieldErrorsOf(smartPasteRequestSchema, { ...BODY, format_title: 'ф'.repeat(81) })).toEqual([
      { field: 'format_title', key: 'max_length', params: { count: 80 } },
    ]);
  });

  it('limits the text to 256 kB of UTF-8', () => {
    expect(
      fieldErrorsOf(smartPasteRequestSchema, { ...BODY, tran: 'a'.repeat(SMART_PASTE_TEXT_MAX_BYTES) }),
    ).toEqual([]);
    expect(
      fieldErrorsOf(smartPasteRequestSchema, { ...BODY, tran: 'a'.repeat(SMART_PASTE_TEXT_MAX_BYTES + 1) }),
    ).toEqual([{ field: 'tran', key: 'paste_text_too_large', params: { size: 256 } }]);
  });
});

describe('the 256 kB limit counts bytes, not characters', () => {
  it.each([
    ['Cyrillic, 2 bytes each', 'ї', SMART_PASTE_TEXT_MAX_BYTES / 2],
    ['the hryvnia sign, 3 bytes each', '₴', Math.floor(SMART_PASTE_TEXT_MAX_BYTES / 3)],
    ['an emoji, 4 bytes each', '💳', SMART_PASTE_TEXT_MAX_BYTES / 4],
  ])('%s', (_name, char, fits) => {
    expect(isPasteTooLarge(char.repeat(fits))).toBe(false);
    expect(isPasteTooLarge(char.repeat(fits + 1))).toBe(true);
  });
});
