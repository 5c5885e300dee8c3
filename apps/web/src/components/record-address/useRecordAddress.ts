import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { HttpError } from '../../api/http';
import { listParamsOf } from '../list';

/** What a key that can name no record answers: the address's 'no such record'. */
export const NO_SUCH_RECORD = (): Promise<never> => Promise.reject(new HttpError(404, undefined));

interface RecordAddressArgs<R> {
  /** The list's path ('/di/bins'); a record's address is '{listPath}/id/{key}'. */
  listPath: string;
  /** The react-query key of the record loaded from the address. */
  queryKey: string;
  /** Loads the record by the key its address holds (the module's /get); 404 when there is none. */
  load: (key: string, signal: AbortSignal) => Promise<R>;
}

export interface RecordAddress<R> {
  /** The key in the address, or null on the plain list. */
  key: string | null;
  /** The record of the address, once loaded. */
  record: R | null;
  /** The record of the address is being loaded. */
  loading: boolean;
  /** The address names a record that does not exist (or is not this user's to see). */
  missing: boolean;
  /** Puts a row's key in the address; the dialog opens once the record is loaded. */
  open: (key: string) => void;
  /** Back to the list's address, its search kept. */
  close: () => void;
  /** The absolute address of a record, for 'Copy link'. */
  linkOf: (key: string) => string;
  /** Shows the server's answer to a change of the opened record in place of the one loaded. */
  replace: (record: R) => void;
  /** Reads the opened record again (after a change whose answer is not the record). */
  reload: () => void;
}

/**
 * A record in the address ('/di/bins/id/41494987?q.bin=4149…', '/admin/organisations/id/12'):
 * opening a row writes it, an address holding one loads the record, closing returns to the list
 * with its search. The key is read from the path, not a route param, so the list and its record
 * share one page.
 * Opening and closing replace the current history entry, so Back still goes to the previous
 * search (as /incidents/id/N does; docs/decisions/0028-records-in-the-address.md).
 */
export function useRecordAddress<R>({ listPath, queryKey, load }: RecordAddressArgs<R>): RecordAddress<R> {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prefix = `${listPath}/id/`;
  const key = keyIn(pathname, prefix);
  const listSearch = listParamsOf(new URLSearchParams(search)).toString();
  const recordQueryKey = [queryKey, 'record', key];
  const query = useQuery({
    queryKey: recordQueryKey,
    queryFn: ({ signal }) => load(key ?? '', signal),
    enabled: key !== null,
    retry: false,
    // A record is read afresh each time it is opened: someone may have changed it since.
    gcTime: 0,
    staleTime: 0,
  });
  const pathOf = (recordKey: string) => `${prefix}${encodeURIComponent(recordKey)}`;
  return {
    key,
    record: key === null ? null : (query.data ?? null),
    loading: key !== null && query.isPending,
    missing: key !== null && query.error instanceof HttpError && query.error.status === 404,
    open: (recordKey) =>
      void navigate({ pathname: pathOf(recordKey), search: listSearch }, { replace: true }),
    close: () => void navigate({ pathname: listPath, search: listSearch }, { replace: true }),
    linkOf: (recordKey) => new URL(pathOf(recordKey), window.location.origin).href,
    replace: (changed) => {
      if (key !== null) queryClient.setQueryData(recordQueryKey, changed);
    },
    reload: () => {
      if (key !== null) void query.refetch();
    },
  };
}

function keyIn(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (segment === '' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is no record's key.
    return null;
  }
}
