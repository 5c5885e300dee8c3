import { checkReceiverNumber, translateIssue, toIssue, type FieldError, type Locale } from '@afx/domain';
import type { FormRule } from 'antd';
import { checkAlert, fieldErrorsOf, type AlertFormValues } from './alertForm';
import {
  checkTransaction,
  type TransactionDialogMode,
  type TransactionField,
  type TransactionRow,
} from './transactionRow';

/** A receiver or sender number (spec 2 §5.1): required, at most 50, a valid card or IBAN. */
export function numberRule(locale: Locale): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const outcome = checkReceiverNumber(typeof value === 'string' ? value : '');
      if (outcome !== null) throw new Error(translateIssue(toIssue(outcome), locale));
    },
  };
}

/**
 * A field of the details step, checked with the domain's block request schema (the rules the server
 * applies): the whole form is checked and the field's errors are shown, each as `describe` says.
 */
export function alertFieldRule(
  field: keyof AlertFormValues,
  describe: (error: FieldError) => string,
): FormRule {
  return (form) => ({
    validator: async () => {
      const errors = fieldErrorsOf(checkAlert(form.getFieldsValue(true) as AlertFormValues).errors, field);
      if (errors.length > 0) throw new Error(errors.map(describe).join('; '));
    },
  });
}

/** A field of the transaction dialog, checked with the domain's rules of the dialog's mode. */
export function transactionFieldRule(
  mode: TransactionDialogMode,
  field: TransactionField,
  locale: Locale,
): FormRule {
  return (form) => ({
    validator: async () => {
      const error = checkTransaction(mode, form.getFieldsValue(true) as TransactionRow).errors.find(
        (candidate) => candidate.field === field,
      );
      if (error) throw new Error(translateIssue(error, locale));
    },
  });
}
