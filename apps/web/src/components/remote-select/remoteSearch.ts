import { fetchList } from '../../api/http';

/** One choice of a remote select. */
export interface RemoteOption {
  value: string | number;
  label: string;
  /** What else the list said of the choice, for the form around the select (a contact e-mail). */
  detail?: string | null;
}

export interface RemoteSearchRequest {
  url: string;
  text: string;
  pageSize: number;
  sortField: string;
  searchField: string;
  /** 'search': the text is the body's `search`, not a filter field. */
  searchIn?: 'filter' | 'search';
  extraFilter?: Readonly<Record<string, unknown>>;
}

/** `{ id, name }` items, the common shape of the portal's lookup lists. */
export function defaultOption(item: unknown): RemoteOption {
  const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const id = record.id;
  const value = typeof id === 'number' || typeof id === 'string' ? id : String(id);
  return { value, label: typeof record.name === 'string' ? record.name : String(value) };
}

/** The first page of matches for the typed text; empty on any failure (the client showed why). */
export async function searchOptions<Item>(
  request: RemoteSearchRequest,
  mapOption: (item: Item) => RemoteOption,
  signal?: AbortSignal,
): Promise<RemoteOption[]> {
  const body =
    request.searchIn === 'search'
      ? { search: request.text, page_size: request.pageSize, filter: { ...request.extraFilter } }
      : {
          page_number: 1,
          page_size: request.pageSize,
          sort_field: request.sortField,
          sort_order: 'ascend',
          filter: { [request.searchField]: request.text, ...request.extraFilter },
        };
  const { list } = await fetchList<Item>(request.url, body, { signal });
  return list.map(mapOption);
}
