import type { FieldError } from '@afx/domain';
import type { FormInstance, FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { checkFiling, formFieldOf, type FilingFormValues } from './filingForm';

const sameName = (a: NamePath | null, b: NamePath): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A field of the filing form checked with the domain's filing schema (the server's rules): the whole
 * form is checked and the errors that belong under this field are shown as `describe` words them.
 */
export function filingRule(name: NamePath, describe: (error: FieldError) => string): FormRule {
  return (form) => filingValidator(name, form, describe);
}

/** The same check for Form.List, whose rules cannot be functions of the form. */
export function filingValidator(
  name: NamePath,
  form: Pick<FormInstance, 'getFieldsValue'>,
  describe: (error: FieldError) => string,
): { validator: () => Promise<void> } {
  return {
    validator: async () => {
      const errors = checkFiling(form.getFieldsValue(true) as FilingFormValues).filter((error) =>
        sameName(formFieldOf(error.field), name),
      );
      if (errors.length > 0) throw new Error([...new Set(errors.map(describe))].join('; '));
    },
  };
}
