import { useDirectoriesTranslation } from './useDirectoriesTranslation';

export type HistoryArea = 'bins' | 'atms' | 'acquirers' | 'contacts';

/** How a directory's history drawer names actions and changed fields; unknown codes stay as they are. */
export function useHistoryLabels(area: HistoryArea) {
  const { t } = useDirectoriesTranslation();
  const actions: Readonly<Record<string, string>> = t('common.actions', { returnObjects: true });
  const fields: Readonly<Record<string, string>> = t(`${area}.fields`, { returnObjects: true });
  return {
    actionLabel: (action: string): string => actions[action] ?? action,
    fieldLabel: (field: string): string => fields[field] ?? field,
  };
}
