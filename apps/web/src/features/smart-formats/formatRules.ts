import { checkFormatTitleUnique } from '@afx/domain';
import type { FormRule } from 'antd';
import { checkFormat, fieldErrorOf, type FormatFormValues } from './formatForm';
import type { DomainText } from './useSmartFormatsTranslation';

/**
 * An antd rule that checks one field of the format with the domain's smartFormatSchema, the rules
 * the server applies: the whole form is checked and the first error of `field` is shown.
 */
export function formatFieldRule(field: keyof FormatFormValues, n: number, tm: DomainText): FormRule {
  return (form) => ({
    validator: async () => {
      const error = fieldErrorOf(checkFormat(form.getFieldsValue(true) as FormatFormValues, n).errors, field);
      if (error) throw new Error(tm(error.key, error.params));
    },
  });
}

/** "unique among the listed formats apart from itself ('non-unique title')". */
export function uniqueTitleRule(
  listed: readonly { n: number; title: string }[],
  n: number,
  tm: DomainText,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const error = checkFormatTitleUnique(typeof value === 'string' ? value : '', listed, n);
      if (error) throw new Error(tm(error));
    },
  };
}
