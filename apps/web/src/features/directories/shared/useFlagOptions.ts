import { useDirectoriesTranslation } from './useDirectoriesTranslation';

/** Words for yes and no where the list says them otherwise (token: "Token" / "Card"). */
export type FlagLabels = { yes: string; no: string };

/**
 * The yes, no and unknown choices of a BIN flag, in the words the screen uses for it; the dialog,
 * the list filter and the group update each take the ones they offer.
 */
export function useFlagOptions(labels?: FlagLabels) {
  const { t } = useDirectoriesTranslation();
  return {
    yes: { value: 'yes' as const, label: labels?.yes ?? t('common.yes') },
    no: { value: 'no' as const, label: labels?.no ?? t('common.no') },
    unknown: { value: 'unknown' as const, label: t('common.unknown') },
  };
}
