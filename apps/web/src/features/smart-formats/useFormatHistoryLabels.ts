import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

/** How a format's history names its action codes and changed fields; unknown codes stay as they are. */
export function useFormatHistoryLabels() {
  const { t } = useSmartFormatsTranslation();
  const actions: Readonly<Record<string, string>> = t('history.actions', { returnObjects: true });
  const fields: Readonly<Record<string, string>> = t('history.fields', { returnObjects: true });
  return {
    actionLabel: (action: string): string => actions[action] ?? action,
    fieldLabel: (field: string): string => fields[field] ?? field,
  };
}
