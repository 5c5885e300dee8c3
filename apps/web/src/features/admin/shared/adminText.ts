import { formatInstantDateTime } from '@afx/domain';

/** An instant as dd.MM.yyyy HH:mm:ss in Kyiv; empty without one, the raw text when it is not a time. */
export function instantText(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatInstantDateTime(instant);
}

export type TriState = 'any' | 'yes' | 'no';

export const triStateOf = (flag: boolean | undefined): TriState =>
  flag === true ? 'yes' : flag === false ? 'no' : 'any';

export const flagOf = (value: TriState | undefined): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/** A trimmed text, or nothing for an empty one. */
export const textOf = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** Only the set fields, so that the address and the "did it change" check see the same filter. */
export function compact<F extends object>(filter: F): F {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as F;
}
