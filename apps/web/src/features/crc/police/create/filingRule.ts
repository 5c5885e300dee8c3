import { translateIssue, type Locale } from '@afx/domain';
import type { FormInstance, FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { checkFiling, formFieldOf, type FilingFormValues } from './filingForm';

const sameName = (a: NamePath | null, b: NamePath): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A field of the filing form checked with the domain's filing schema (the server's rules): the whole
 * form is checked and the errors that belong under this field are shown, in the user's language.
 */
export function filingRule(name: NamePath, locale: Locale): FormRule {
  return (form) => filingValidator(name, form, locale);
}

/** The same check for Form.List, whose rules cannot be functions of the form. */
export function filingValidator(
  name: NamePath,
  form: Pick<FormInstance, 'getFieldsValue'>,
  locale: Locale,
): { validator: () => Promise<void> } {
  return {
    validator: async () => {
      const errors = checkFiling(form.getFieldsValue(true) as FilingFormValues).filter((error) =>
        sameName(formFieldOf(error.field), name),
      );
      if (errors.length > 0)
        throw new Error([...new Set(errors.map((error) => translateIssue(error, locale)))].join('; '));
    },
  };
}
