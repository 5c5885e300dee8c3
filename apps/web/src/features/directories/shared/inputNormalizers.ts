// Form.Item `normalize` functions: what an input keeps of what is typed or pasted.

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Digits only, at most `max` (BIN, ICA, BID, acquirer id). */
export function digitsOnly(max: number) {
  return (value: unknown): string => textOf(value).replace(/\D/g, '').slice(0, max);
}
