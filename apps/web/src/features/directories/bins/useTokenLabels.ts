import { useMemo } from 'react';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';

/**
 * The token flag in the words of the BIN list (spec 3 §2.2: "token (Token/Card)"), so that the
 * table, the filter and the dialog say the same thing.
 */
export function useTokenLabels(): { yes: string; no: string } {
  const { t } = useDirectoriesTranslation();
  return useMemo(() => ({ yes: t('bins.tokenValue'), no: t('bins.cardValue') }), [t]);
}
