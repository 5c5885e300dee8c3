import { describe, expect, it } from 'vitest';
import { looksLikeHeader } from './header.js';

describe('a header row', () => {
  it.each([
    [
      ['Дата', 'Час', 'Картка', 'Сума', 'Валюта'],
      ['Дата', 'Час'],
    ],
    [['Date/Time', 'Amount', 'Currency', 'PAN', ''], ['Date/Time']],
    [['Дата і час', '№ операції', 'Тип', 'Сума', 'Примітка 2'], ['Дата і час']],
  ])('%j is a header', (cells, dateCells) => {
    expect(looksLikeHeader(cells, dateCells)).toBe(true);
  });

  it.each([
    [
      ['2026/11/24', '09:15', '5168750123456789', '1250.17', 'UAH'],
      ['2026/11/24', '09:15'],
    ],
    [
      ['вчора', 'ранок', '5168750123456789', '1250.17', '980', 'S1A2B3C4'],
      ['вчора', 'ранок'],
    ],
    [['', '', '', ''], ['']],
  ])('%j is not', (cells, dateCells) => {
    expect(looksLikeHeader(cells, dateCells)).toBe(false);
  });
});
