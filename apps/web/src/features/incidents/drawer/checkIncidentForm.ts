import {
  checkIncidentAgainstCategory,
  fieldErrorsOf,
  incidentDetailsSchema,
  normalizeIncidentDetails,
  type FieldError,
} from '@afx/domain';
import type { CategoryDomain } from '../api/incidentTypes';
import { detailsInputOf, type IncidentFormValues } from './incidentFormValues';

/**
 * The whole check the server runs on a create or update, run before sending: the domain's details
 * schema and the category's available fields and chosen required set. Hidden fields are left out,
 * as they are not sent.
 */
export function checkIncidentForm(
  values: IncidentFormValues,
  domain: CategoryDomain | undefined,
  setIndex: number,
): FieldError[] {
  if (!domain) return [{ field: 'category_domain_id', key: 'required_field' }];
  const visible = new Set(['event_date', ...domain.fields]);
  const input = Object.fromEntries(
    Object.entries(detailsInputOf(values)).filter(([field]) => visible.has(field)),
  );
  const schemaErrors = fieldErrorsOf(incidentDetailsSchema, input);
  const categoryErrors = checkIncidentAgainstCategory(normalizeIncidentDetails(input), domain, {
    setIndex: domain.required_sets.length > 1 ? setIndex : undefined,
  });
  return [...schemaErrors, ...categoryErrors];
}
