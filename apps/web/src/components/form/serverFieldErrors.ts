import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { HttpError, showHttpError } from '../../api/http';

/**
 * Which form field a field error belongs under: the names the form has, taken as they are, or a
 * mapping from the server's path ('details.inn') that answers null when the form has no such field.
 */
export type FieldErrorTarget = readonly string[] | ((field: string) => NamePath | null);

type FieldsUpdate<Values> = Parameters<FormInstance<Values>['setFields']>[0];

function formNameOf(target: FieldErrorTarget, field: string): NamePath | null {
  if (typeof target === 'function') return target(field);
  return target.includes(field) ? field : null;
}

/** Puts each text under its field; answers how many found a field. */
export function showFieldErrors<Values>(
  form: FormInstance<Values>,
  errors: Iterable<readonly [field: string, text: string]>,
  target: FieldErrorTarget,
): number {
  const update: FieldsUpdate<Values> = [];
  for (const [field, text] of errors) {
    const name = formNameOf(target, field);
    // antd types names by the form's own shape; the target answers only names of that shape.
    if (name !== null) update.push({ name: name as FieldsUpdate<Values>[number]['name'], errors: [text] });
  }
  form.setFields(update);
  return update.length;
}

/**
 * The field errors of a failed call (`{ message, code, fields }`, a 400 or a 409) under their
 * fields. Its call is made with `inlineFieldErrors`, so the HTTP client showed no message: an
 * error no field of the form takes is shown here, as the client would. Answers how many found a
 * field.
 */
export function applyServerFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  target: FieldErrorTarget,
): number {
  if (!(error instanceof HttpError) || !error.fields) return 0;
  const errors = Object.entries(error.fields);
  const placed = showFieldErrors(form, errors, target);
  const unplaced = errors.filter(([field]) => formNameOf(target, field) === null);
  if (unplaced.length > 0) showHttpError(unplaced.map(([field, text]) => `${field}: ${text}`).join('; '));
  return placed;
}
