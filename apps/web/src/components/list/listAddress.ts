import type { ListSort } from './useListQuery';

/**
 * How a filter field reads from the address: text as is, a whole number, true/false, or one of
 * a few words (a select's values).
 */
export type AddressFieldType = 'text' | 'number' | 'flag' | readonly string[];

/** Every filter field a list keeps in the address, with its type; others are never read. */
export type AddressFields<F> = { readonly [K in keyof F]?: AddressFieldType };

/** A list's page, page size and sort. */
export interface ListView {
  page: number;
  pageSize: number;
  sort: ListSort;
}

/** What a list declares so that its address parses back typed. */
export interface ListAddressSpec<F> {
  fields: AddressFields<F>;
  /** The columns the server sorts by; any other sort in the address is ignored. */
  sortFields: readonly string[];
  pageSizes: readonly number[];
}

/** The valid part of an address: what is missing or invalid falls back to the list's defaults. */
export interface ListAddress<F> {
  filter: Partial<F>;
  view: Partial<ListView>;
}

const FILTER_PREFIX = 'q.';
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const NO_SORT = 'none';
const MAX_PAGE = 1_000_000;

function parseWhole(text: string | null): number | undefined {
  if (text === null || !/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

function parseField(type: AddressFieldType, text: string): string | number | boolean | undefined {
  if (typeof type !== 'string') return type.includes(text) ? text : undefined;
  switch (type) {
    case 'text':
      return text === '' ? undefined : text;
    case 'number':
      return /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
    case 'flag':
      return text === 'true' ? true : text === 'false' ? false : undefined;
  }
}

function parseSort(text: string | null, sortFields: readonly string[]): ListSort | undefined {
  if (text === null) return undefined;
  if (text === NO_SORT) return { field: sortFields[0] ?? '', order: 'none' };
  const descending = text.startsWith('-');
  const field = descending ? text.slice(1) : text;
  if (!sortFields.includes(field)) return undefined;
  return { field, order: descending ? 'descend' : 'ascend' };
}

/**
 * The list in an address (?q.fullname=…&page=2&size=50&sort=-created), or null when the address
 * holds no list (no page param): the list then opens as it always does.
 */
export function readListAddress<F>(params: URLSearchParams, spec: ListAddressSpec<F>): ListAddress<F> | null {
  if (!params.has(PAGE)) return null;
  const filter: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(spec.fields) as [string, AddressFieldType | undefined][]) {
    const text = params.get(FILTER_PREFIX + name);
    if (text === null || !type) continue;
    const value = parseField(type, text);
    if (value !== undefined) filter[name] = value;
  }
  const view: Partial<ListView> = {};
  const page = parseWhole(params.get(PAGE));
  if (page !== undefined && page >= 1 && page <= MAX_PAGE) view.page = page;
  const size = parseWhole(params.get(SIZE));
  if (size !== undefined && spec.pageSizes.includes(size)) view.pageSize = size;
  const sort = parseSort(params.get(SORT), spec.sortFields);
  if (sort) view.sort = sort;
  return { filter: filter as Partial<F>, view };
}

/** The address of a list: its non-empty filter fields, then page, size and sort. */
export function writeListAddress<F>(filter: F, view: ListView, spec: ListAddressSpec<F>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(spec.fields) as (keyof F & string)[]) {
    const value: unknown = filter[name];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(FILTER_PREFIX + name, String(value));
    }
  }
  params.set(PAGE, String(view.page));
  params.set(SIZE, String(view.pageSize));
  const { field, order } = view.sort;
  params.set(SORT, order === 'none' ? NO_SORT : order === 'descend' ? `-${field}` : field);
  return params;
}

/** Only the list's own params of an address (dropping one-off ones such as ?action=read). */
export function listParamsOf(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name.startsWith(FILTER_PREFIX) || name === PAGE || name === SIZE || name === SORT)
      kept.append(name, value);
  }
  return kept;
}
