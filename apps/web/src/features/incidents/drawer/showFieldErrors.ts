import type { FormInstance } from 'antd';
import { HttpError } from '../../../api/http';
import { formFieldOf, type IncidentFormValues } from './incidentFormValues';

type FieldsUpdate = Parameters<FormInstance<IncidentFormValues>['setFields']>[0];

/** Puts texts under the form's fields by their request paths; answers how many found a field. */
export function showFieldErrors(
  form: FormInstance<IncidentFormValues>,
  errors: readonly { path: string; text: string }[],
): number {
  const update: FieldsUpdate = [];
  for (const { path, text } of errors) {
    const name = formFieldOf(path);
    // antd types names by the form's own shape; formFieldOf answers only names of that shape.
    if (name !== null) update.push({ name: name as FieldsUpdate[number]['name'], errors: [text] });
  }
  form.setFields(update);
  return update.length;
}

/** The server's field errors of a failed create or update ('details.inn' → the inn field). */
export function showServerFieldErrors(form: FormInstance<IncidentFormValues>, error: unknown): number {
  if (!(error instanceof HttpError) || !error.fields) return 0;
  return showFieldErrors(
    form,
    Object.entries(error.fields).map(([path, text]) => ({ path, text })),
  );
}
