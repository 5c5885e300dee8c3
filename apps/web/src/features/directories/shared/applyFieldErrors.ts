import type { FormInstance } from 'antd';
import { HttpError } from '../../../api/http';

/**
 * Puts the server's field errors (`{ fields: { bin: 'BIN must be unique' } }`, a 400 or a 409)
 * under the dialog's fields of the same names; the HTTP client has already shown the message.
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  known: readonly string[],
): void {
  if (!(error instanceof HttpError) || !error.fields) return;
  const fields = Object.entries(error.fields)
    .filter(([name]) => known.includes(name))
    .map(([name, text]) => ({ name, errors: [text] }));
  // antd types setFields by the form's own names; the filter above keeps to those.
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
}
