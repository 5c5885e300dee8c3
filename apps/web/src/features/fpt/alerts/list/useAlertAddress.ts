import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { listParamsOf } from '../../../../components/list';

/** The list route of each direction (packages/domain/src/routes.ts). */
export const ALERT_LIST_ROUTES = { outbound: '/fpt/request-out', inbound: '/fpt/request-in' } as const;

/** The history was opened from the alert dialog: closing it returns to the dialog. */
type HistoryState = { fromDialog?: boolean } | null;

export interface AlertAddress {
  /** The alert of the address, when one is open. */
  id: string | null;
  dialogOpen: boolean;
  historyOpen: boolean;
  openAlert: (id: string) => void;
  openHistory: (id: string, fromDialog?: boolean) => void;
  closeAlert: () => void;
  closeHistory: () => void;
}

/**
 * The opened alert in the address (decision 0028): '{list}/id/{id}' shows its dialog,
 * '{list}/history/{id}' its history. Moves replace the history entry and keep the list's search,
 * so Back still goes to the previous search; closing returns to the bare list route.
 */
export function useAlertAddress(listRoute: string): AlertAddress {
  const { id } = useParams();
  const { pathname, state } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = listParamsOf(searchParams).toString();
  const historyOpen = id !== undefined && pathname.startsWith(`${listRoute}/history/`);
  const fromDialog = (state as HistoryState)?.fromDialog === true;
  const go = (path: string, nextState?: HistoryState) =>
    void navigate({ pathname: path, search }, { replace: true, state: nextState });

  return {
    id: id ?? null,
    dialogOpen: id !== undefined && (!historyOpen || fromDialog),
    historyOpen,
    openAlert: (alertId) => go(`${listRoute}/id/${encodeURIComponent(alertId)}`),
    openHistory: (alertId, viaDialog = false) =>
      go(`${listRoute}/history/${encodeURIComponent(alertId)}`, { fromDialog: viaDialog }),
    closeAlert: () => go(listRoute),
    closeHistory: () => (fromDialog && id ? go(`${listRoute}/id/${encodeURIComponent(id)}`) : go(listRoute)),
  };
}
