import { describe, expect, it } from 'vitest';
import { splitCells, splitLines } from './split.js';

describe('lines', () => {
  it.each([
    ['a\r\nb\r\n', ['a', 'b']],
    ['a\nb', ['a', 'b']],
    ['a\rb\r', ['a', 'b']],
    ['a\n\nb\n\n', ['a', '', 'b', '']],
    ['\uFEFFa', ['a']],
  ])('%j → %j', (text, lines) => {
    expect(splitLines(text)).toEqual(lines);
  });
});

describe('cells', () => {
  it('splits by the separator and trims each cell', () => {
    expect(splitCells(' 1 \t2\t\t3 ', '\t')).toEqual(['1', '2', '', '3']);
  });

  it('unwraps quoted cells, with the separator and doubled quotes inside', () => {
    expect(splitCells('"a;b";"ТОВ ""Ріг""";c;', ';')).toEqual(['a;b', 'ТОВ "Ріг"', 'c', '']);
  });

  it('keeps a quote inside an unquoted cell as it is', () => {
    expect(splitCells('12" screen|5', '|')).toEqual(['12" screen', '5']);
  });

  it('reads an unclosed quote to the end of the line', () => {
    expect(splitCells('a,"b,c', ',')).toEqual(['a', 'b,c']);
  });
});
