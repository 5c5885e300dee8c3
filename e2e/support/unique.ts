let issued = 0;

/**
 * The last `count` digits of a number no earlier call in this run has answered (the clock in ms,
 * advanced per call), so that a test's records differ from those of every other test and of
 * earlier runs against the same database. Wraps every 10^count ms: keep `count` at 4 or more.
 */
export function uniqueDigits(count: number): string {
  issued += 1;
  return String((Date.now() + issued) % 10 ** count).padStart(count, '0');
}

/** A Visa BIN (prefix 4, 8 digits) outside the demo portfolios (4149…, 4731…), new to the database. */
export function uniqueVisaBin(): string {
  return `4150${uniqueDigits(4)}`;
}
