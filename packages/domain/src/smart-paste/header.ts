const DIGIT = /\d/;
const LETTER = /\p{L}/u;

/**
 * A header row: its date cells hold no digit (no date could be read there) and most of its cells are
 * words without digits ('Дата', 'Час', 'Сума', 'Terminal ID'). A data row with a broken date still
 * has amounts, card numbers and ids, so it is reported as refused, not passed over as a header.
 */
export function looksLikeHeader(cells: readonly string[], dateCells: readonly string[]): boolean {
  if (dateCells.some((cell) => DIGIT.test(cell))) return false;
  const filled = cells.filter((cell) => cell !== '');
  const words = filled.filter((cell) => LETTER.test(cell) && !DIGIT.test(cell));
  return words.length > 0 && words.length * 2 > filled.length;
}
