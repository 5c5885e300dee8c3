import type { MessageKey } from '../messages/index.js';
import { DEFAULT_PHONE_TYPE, isPhoneType, normalizePhone, type Phone } from '../phone.js';
import {
  cellText,
  dateTextCell,
  defineSheetColumns,
  cellFail,
  cellOk,
  textCell,
  type ColumnSpec,
} from '../sheet.js';

/** Maximum length of one phone number in the phones cell. */
export const UPLOAD_PHONE_MAX_LENGTH = 12;

/**
 * The phones cell: 'number,type;number,type'. Numbers are normalised like the form's, empty ones
 * dropped; a missing or out-of-range type becomes 1 (mobile).
 */
export function phonesCell(): ColumnSpec<Phone[]> {
  return {
    parse(cell) {
      const text = cellText(cell);
      if (text === null) return cellFail('cell_type');
      const phones: Phone[] = [];
      for (const entry of text.split(';')) {
        const [rawNumber = '', rawType = ''] = entry.split(',');
        const number = normalizePhone(rawNumber);
        if (number === '') continue;
        if (number.length > UPLOAD_PHONE_MAX_LENGTH)
          return cellFail('cell_too_long', { count: UPLOAD_PHONE_MAX_LENGTH });
        const type = Number(rawType.trim());
        phones.push({ number, type: isPhoneType(type) ? type : DEFAULT_PHONE_TYPE });
      }
      return cellOk(phones);
    },
  };
}

/**
 * The incident upload sheet (spec 1 §5 "Upload file"): event_date is required, the other 13
 * columns optional; names are case-sensitive; values are text, trimmed, within these lengths.
 */
export const INCIDENT_UPLOAD_SHEET = defineSheetColumns({
  event_date: { required: true, ...dateTextCell({ required: true, max: 10 }) },
  inn: textCell({ max: 10 }),
  passport_id: textCell({ max: 9 }),
  fullname: textCell({ max: 50 }),
  phones: phonesCell(),
  pan: textCell({ max: 19 }),
  ip: textCell({ max: 39 }),
  email: textCell({ max: 60 }),
  egrpou: textCell({ max: 8 }),
  org_name: textCell({ max: 100 }),
  erdr_number: textCell({ max: 17 }),
  erdr_date: dateTextCell({ max: 10 }),
  // The spec gives 17 for url here, against 510 in the form; kept as written. Each row then goes
  // through the incident form, where the form's own rules apply.
  url: textCell({ max: 17 }),
  description: textCell({ max: 4000 }),
});

/**
 * "A user with E1000 must pick a creator organisation and creator user"; others upload as their
 * own organisation.
 */
export function checkUploadCreator(input: {
  readonly extended: boolean;
  readonly creatorOrgId?: number | null;
  readonly creatorUserId?: number | null;
}): MessageKey | null {
  if (!input.extended) return null;
  if (!input.creatorOrgId) return 'select_creator_org';
  if (!input.creatorUserId) return 'select_creator_user';
  return null;
}
