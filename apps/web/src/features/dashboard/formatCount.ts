/** What a counter shows when its service is not installed or the figures did not load. */
export const NO_VALUE = '—';

/** A count with the language's digit grouping, or '—' when it is unknown (never 0). */
export function formatCount(value: number | null | undefined, language: string): string {
  return typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : NO_VALUE;
}
