import { TO_PROCESS_STATUS_CODE } from '@afx/domain';
import { useCallback } from 'react';
import { alertApi } from '../api/alertApi';
import type { AlertChanged } from '../api/alertTypes';
import { useFptAlertsTranslation } from './useFptAlertsTranslation';

/** 'To process' (spec 2 §4.2): the status bank_in_process with placeholder notes. */
export function useTakeIntoProcess(): (id: string) => Promise<AlertChanged> {
  const { t } = useFptAlertsTranslation();
  const notes = t('dialog.takenNotes');
  return useCallback(
    (id: string) => alertApi.setStatus({ id, status: TO_PROCESS_STATUS_CODE, notes, transactions: [] }),
    [notes],
  );
}
