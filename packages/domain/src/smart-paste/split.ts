/** A pasted text's lines: \r\n (Windows), \n and \r all end a line; a final line end adds no line. */
export function splitLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * A line's cells, each trimmed. A cell wrapped in double quotes (how Excel and CSV writers quote a
 * value holding the separator) is unwrapped and its doubled quotes made single.
 */
export function splitCells(line: string, separator: string): string[] {
  if (!line.includes('"')) return line.split(separator).map((cell) => cell.trim());
  const cells: string[] = [];
  let position = 0;
  while (position <= line.length) {
    const cell = readCell(line, separator, position);
    cells.push(cell.text);
    position = cell.next;
  }
  return cells;
}

function readCell(line: string, separator: string, start: number): { text: string; next: number } {
  let position = start;
  while (line[position] === ' ') position += 1;
  if (line[position] !== '"') {
    const end = line.indexOf(separator, start);
    const stop = end === -1 ? line.length : end;
    return { text: line.slice(start, stop).trim(), next: stop + separator.length };
  }
  let text = '';
  position += 1;
  while (position < line.length) {
    const quote = line.indexOf('"', position);
    if (quote === -1) {
      text += line.slice(position);
      position = line.length;
      break;
    }
    text += line.slice(position, quote);
    if (line[quote + 1] === '"') {
      text += '"';
      position = quote + 2;
      continue;
    }
    position = quote + 1;
    break;
  }
  // Anything between the closing quote and the separator belongs to the cell too.
  const end = line.indexOf(separator, position);
  const stop = end === -1 ? line.length : end;
  return { text: (text + line.slice(position, stop)).trim(), next: stop + separator.length };
}
