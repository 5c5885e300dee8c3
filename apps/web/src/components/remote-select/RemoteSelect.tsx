import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import { defaultOption, searchOptions, type RemoteOption } from './remoteSearch';

export type { RemoteOption } from './remoteSearch';

export interface RemoteSelectProps<Item = unknown> {
  /** A list endpoint taking { page_number, page_size, sort_field, sort_order, filter }. */
  url: string;
  value?: string | number | null;
  onChange?: (value: string | number | null, option: RemoteOption | null) => void;
  placeholder?: string;
  /** 10 unless set. */
  pageSize?: number;
  /** Merged into the filter beside `name`, e.g. { org_id }. */
  extraFilter?: Readonly<Record<string, unknown>>;
  /** Turns a list item into an option; `{ value: item.id, label: item.name }` unless set. */
  mapOption?: (item: Item) => RemoteOption;
  /** The label of the current value before any search (e.g. from the loaded record). */
  initialOption?: RemoteOption | null;
  /** Sort field of the search; 'name' unless set. */
  sortField?: string;
  /** Filter field the typed text goes into; 'name' unless set. */
  searchField?: string;
  /**
   * Where the typed text goes: 'filter' (beside the filter's other fields, the list shape) unless
   * set; 'search' sends `{ search, page_size, filter }` (Crime Check's pickers, spec 2 §7.2).
   */
  searchIn?: 'filter' | 'search';
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

export const SEARCH_DEBOUNCE_MS = 300;

/** A select whose options come from a server list, searched by name as the user types. */
export function RemoteSelect<Item = unknown>({
  url,
  value,
  onChange,
  placeholder,
  pageSize = 10,
  extraFilter,
  mapOption,
  initialOption,
  sortField = 'name',
  searchField = 'name',
  searchIn = 'filter',
  disabled,
  allowClear = true,
  style,
  id,
  'aria-label': ariaLabel,
}: RemoteSelectProps<Item>) {
  const { t } = useComponentsTranslation();
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<RemoteOption | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const filterKey = JSON.stringify(extraFilter ?? {});
  const latest = useRef({ url, pageSize, sortField, searchField, searchIn, extraFilter, mapOption });
  useEffect(() => {
    latest.current = { url, pageSize, sortField, searchField, searchIn, extraFilter, mapOption };
  });

  const search = (text: string): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const { mapOption: map, ...request } = latest.current;
      setLoading(true);
      void searchOptions<Item>(
        { ...request, text },
        map ?? (defaultOption as (item: Item) => RemoteOption),
        controller.signal,
      ).then((found) => {
        if (controller.signal.aborted) return;
        setOptions(found);
        setLoading(false);
      });
    }, SEARCH_DEBOUNCE_MS);
  };

  // Another organisation (extraFilter) makes the old matches wrong.
  useEffect(() => {
    setOptions([]);
  }, [filterKey]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  // The current value keeps its label even when the last search did not find it.
  const shown = useMemo(() => {
    if (value === null || value === undefined || options.some((option) => option.value === value))
      return options;
    const known = [chosen, initialOption].find((option) => option?.value === value);
    return known ? [known, ...options] : options;
  }, [options, value, chosen, initialOption]);

  return (
    <Select<string | number, RemoteOption>
      id={id}
      aria-label={ariaLabel}
      // undefined, not null, so antd shows the placeholder.
      value={value ?? undefined}
      options={shown}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      style={style}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" aria-label={t('remoteSearching')} /> : t('remoteNothing')}
      onOpenChange={(open) => {
        if (open) search('');
      }}
      onChange={(next, option) => {
        const picked =
          option && !Array.isArray(option)
            ? { value: option.value, label: option.label, detail: option.detail }
            : null;
        setChosen(picked);
        onChange?.(next ?? null, picked);
      }}
    />
  );
}
