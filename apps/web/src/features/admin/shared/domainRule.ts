import { fieldErrorsOf, type MessageKey, type MessageParams } from '@afx/domain';
import type { FormRule } from 'antd';

type DomainSchema = Parameters<typeof fieldErrorsOf>[0];

/**
 * An antd rule that checks one field with the domain schema the server checks the request with:
 * the whole form is turned into the request (`toInput`) and the schema's first error for `field`
 * (or one of its items, 'email_domains.1') is shown, in the domain catalogue's words.
 */
export function domainRule(
  schema: DomainSchema,
  toInput: (values: never) => unknown,
  field: string,
  tm: (key: MessageKey, params?: MessageParams) => string,
): FormRule {
  return (form) => ({
    validator: async () => {
      const input = toInput(form.getFieldsValue(true) as never);
      const error = fieldErrorsOf(schema, input).find(
        (issue) => issue.field === field || issue.field.startsWith(`${field}.`),
      );
      if (error) throw new Error(tm(error.key, error.params));
    },
  });
}
