import { fieldErrorsOf } from '@afx/domain';
import type { FormRule } from 'antd';
import type { DomainText } from './useDirectoriesTranslation';

type DomainSchema = Parameters<typeof fieldErrorsOf>[0];

/**
 * An antd rule that checks one field with the domain schema the server checks the request with:
 * the whole form is turned into the request (`toInput`) and the schema's first error for `field`
 * is shown, in the domain catalogue's words.
 */
export function domainFieldRule<Values>(
  schema: DomainSchema,
  toInput: (values: Values) => unknown,
  field: string,
  tm: DomainText,
): FormRule {
  return (form) => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as Values;
      const error = fieldErrorsOf(schema, toInput(values)).find((issue) => issue.field === field);
      if (error) throw new Error(tm(error.key, error.params));
    },
  });
}
