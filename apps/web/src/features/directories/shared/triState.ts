/** A BIN flag as a form holds it: true, false or unknown (null on the wire). */
export type TriState = 'yes' | 'no' | 'unknown';

export function toTriState(value: boolean | null | undefined): TriState {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return 'unknown';
}

export function fromTriState(value: TriState | undefined): boolean | null {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}
