import { translateIssue, type FieldError, type FptTransactionField } from '@afx/domain';
import { useCallback } from 'react';
import { useFptTranslation } from '../../../fpt';

/**
 * A filing error as the form shows it: in the user's language, and for a fraud transaction with its
 * row and field ('Row 2, Amount: required field'), in the FPT transaction list's words.
 */
export function useFilingErrorText(): (error: FieldError) => string {
  const { t, language } = useFptTranslation();
  return useCallback(
    (error) => {
      const message = translateIssue(error, language);
      const [list, index, field] = error.field.split('.');
      if (list !== 'fraud_transactions' || index === undefined || field === undefined) return message;
      return t('wizard.transactions.rowError', {
        row: Number(index) + 1,
        field: t(`wizard.transactions.field.${field as FptTransactionField}`),
        message,
      });
    },
    [t, language],
  );
}
