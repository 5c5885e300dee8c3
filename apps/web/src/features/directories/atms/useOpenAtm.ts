import { useState } from 'react';
import { atmApi, type AtmListRow, type AtmView } from './atmApi';
import { atmRowKey } from './AtmTable';

/** A list row holds only the list's columns: the dialog needs the whole ATM (/get). */
export function useOpenAtm(onOpened: (record: AtmView) => void) {
  const [opening, setOpening] = useState<string | null>(null);
  const open = (row: AtmListRow): void => {
    setOpening(atmRowKey(row));
    atmApi
      .get(row.org_id, row.term_id)
      .then(onOpened)
      // The HTTP client has shown why; the dialog does not open.
      .catch(() => undefined)
      .finally(() => setOpening(null));
  };
  return { opening, open };
}
