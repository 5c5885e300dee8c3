import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { HttpError } from '../../api/http';

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
 * fields; the HTTP client has already shown the message. Answers how many found a field.
 */
export function applyServerFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  target: FieldErrorTarget,
): number {
  if (!(error instanceof HttpError) || !error.fields) return 0;
  return showFieldErrors(form, Object.entries(error.fields), target);
}
