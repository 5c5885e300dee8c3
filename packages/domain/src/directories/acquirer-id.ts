import { z } from 'zod';
import type { RuleOutcome } from '../rule.js';
import { idNumber, objectOf, optionalIdNumber, optionalText, requiredText, typeError } from '../zod-rules.js';

export const ACQUIRER_DIRECTORY_LIMITS = { idMax: 6, notesMax: 200 } as const;

/** Directory acquirer id: 'Enter Acquirer ID', digits only, at most 6 (spec 3 §5). */
export function checkDirectoryAcquirerId(value: string): RuleOutcome {
  if (value === '') return 'acquirer_id_required';
  if (!/^\d+$/.test(value)) return 'numbers_only';
  return value.length > ACQUIRER_DIRECTORY_LIMITS.idMax
    ? { key: 'max_length', params: { count: ACQUIRER_DIRECTORY_LIMITS.idMax } }
    : null;
}

/** The acquirer ID dialog. Uniqueness for the organisation is the server's lookup. */
export const acquirerIdRecordSchema = objectOf({
  id: requiredText(checkDirectoryAcquirerId, { requiredKey: 'acquirer_id_required' }),
  card_system_id: z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'card_system_required' : 'invalid_value',
    })
    .min(0, { error: 'invalid_value' }),
  org_id: idNumber('acquirer_name_required'),
  notes: optionalText(undefined, { max: ACQUIRER_DIRECTORY_LIMITS.notesMax }),
});
export type AcquirerIdRecord = z.output<typeof acquirerIdRecordSchema>;

/**
 * An acquirer id record is identified by organisation and id (unique within it). Spec 3 §7 has
 * callers send the card system too; it is accepted and not needed, so a record opened from its
 * address ('/di/acqs/id/{org}:{id}') can be read without knowing its card system.
 */
export const acquirerIdKeySchema = objectOf({
  id: requiredText(checkDirectoryAcquirerId, { requiredKey: 'acquirer_id_required' }),
  card_system_id: z.int({ error: typeError }).min(0, { error: 'invalid_value' }).optional(),
  org_id: idNumber(),
});

/** "Filter: digits only, max 6"; the name filter is disabled when an id is typed. */
export const acquirerIdFilterSchema = objectOf({
  acquirer_id: optionalText((value) => (/^\d+$/.test(value) ? null : 'numbers_only'), {
    max: ACQUIRER_DIRECTORY_LIMITS.idMax,
  }),
  org_id: optionalIdNumber(),
});
export type AcquirerIdFilter = z.output<typeof acquirerIdFilterSchema>;

export function effectiveAcquirerIdFilter(filter: AcquirerIdFilter): Partial<AcquirerIdFilter> {
  return filter.acquirer_id ? { acquirer_id: filter.acquirer_id } : filter;
}

export const ACQUIRER_ID_SORT_FIELDS = ['id', 'org_name', 'update_dt'] as const;
