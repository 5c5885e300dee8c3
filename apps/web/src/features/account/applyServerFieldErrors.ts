import type { FormInstance } from 'antd';
import { HttpError } from '../../api/http';

/**
 * Puts the server's field errors (`{ fields: { new_password: '…' } }`) under the form's fields of
 * the same names. Answers whether any field took one; the HTTP client has shown the message.
 */
export function applyServerFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  known: readonly string[],
): boolean {
  if (!(error instanceof HttpError) || !error.fields) {
    return false;
  }
  const fields = Object.entries(error.fields)
    .filter(([name]) => known.includes(name))
    .map(([name, text]) => ({ name, errors: [text] }));
  // antd types setFields by the form's own names; the filter above keeps to those.
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return fields.length > 0;
}
