import { formatDateTime, type DateTime } from '../dates.js';

/**
 * Date and time patterns of a format: DD, MM, YYYY or YY in data_format; HH, mm, ss and an AM/PM
 * marker (A, a or tt) in time_format; letters in any case, anything else literal. A lone D, M or H,
 * or a two-letter token between separators, also reads one digit ('5.11.2026'). A two-digit year
 * is 20YY (as dates.ts reads typed dates). Hours are 12-hour only when the time format has a marker.
 */
type Part = 'day' | 'month' | 'year' | 'shortYear' | 'hour' | 'minute' | 'second' | 'meridiem';

export type DatePattern = { readonly regex: RegExp; readonly parts: readonly Part[] };

const DATE_LETTERS: Readonly<Record<string, (length: number) => Part | null>> = {
  d: (length) => (length <= 2 ? 'day' : null),
  m: (length) => (length <= 2 ? 'month' : null),
  y: (length) => (length === 4 ? 'year' : length === 2 ? 'shortYear' : null),
};

const TIME_LETTERS: Readonly<Record<string, (length: number) => Part | null>> = {
  h: (length) => (length <= 2 ? 'hour' : null),
  m: (length) => (length <= 2 ? 'minute' : null),
  s: (length) => (length <= 2 ? 'second' : null),
  a: (length) => (length === 1 ? 'meridiem' : null),
  t: (length) => (length === 2 ? 'meridiem' : null),
};

type Piece = { readonly part: Part; readonly length: number } | { readonly literal: string };

function piecesOf(pattern: string, letters: typeof DATE_LETTERS): Piece[] | null {
  const pieces: Piece[] = [];
  let position = 0;
  while (position < pattern.length) {
    const char = pattern[position] ?? '';
    const lower = char.toLowerCase();
    const partOf = letters[lower];
    if (!partOf) {
      pieces.push({ literal: char });
      position += 1;
      continue;
    }
    let end = position;
    while (pattern[end]?.toLowerCase() === lower) end += 1;
    const part = partOf(end - position);
    if (!part) return null;
    pieces.push({ part, length: end - position });
    position = end;
  }
  return pieces;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function literalSource(literal: string): string {
  return /\s/.test(literal) ? '\\s*' : escapeRegex(literal);
}

function partSource(pieces: readonly Piece[], index: number): string {
  const piece = pieces[index];
  if (!piece || 'literal' in piece) return '';
  if (piece.part === 'year') return '(\\d{4})';
  if (piece.part === 'meridiem') return '([AaPp]\\.?[Mm]\\.?)';
  const before = pieces[index - 1];
  const after = pieces[index + 1];
  // Between separators a width is not needed to tell the numbers apart.
  const delimited = (!before || 'literal' in before) && (!after || 'literal' in after);
  if (piece.part === 'shortYear') return '(\\d{2})';
  return piece.length === 1 || delimited ? '(\\d{1,2})' : '(\\d{2})';
}

function sourceOf(pieces: readonly Piece[]): { source: string; parts: Part[] } {
  let source = '';
  const parts: Part[] = [];
  pieces.forEach((piece, index) => {
    if ('literal' in piece) {
      source += literalSource(piece.literal);
      return;
    }
    source += partSource(pieces, index);
    parts.push(piece.part);
  });
  return { source, parts };
}

function hasDate(parts: readonly Part[]): boolean {
  return (
    parts.includes('day') &&
    parts.includes('month') &&
    (parts.includes('year') || parts.includes('shortYear'))
  );
}

/** The pattern of a date cell; null when data_format names no day, month and year. */
export function compileDatePattern(dataFormat: string): DatePattern | null {
  const pieces = piecesOf(dataFormat.trim(), DATE_LETTERS);
  if (!pieces) return null;
  const { source, parts } = sourceOf(pieces);
  return hasDate(parts) ? { regex: new RegExp(`^${source}$`), parts } : null;
}

/** The pattern of a time cell; null when time_format names no hour and minute. */
export function compileTimePattern(timeFormat: string): DatePattern | null {
  const pieces = piecesOf(timeFormat.trim(), TIME_LETTERS);
  if (!pieces) return null;
  const { source, parts } = sourceOf(pieces);
  if (!parts.includes('hour') || !parts.includes('minute')) return null;
  return { regex: new RegExp(`^${source}$`), parts };
}

/** A combined date-time cell: the date, the format's dt_separator (any spaces for a space), the time. */
export function compileDateTimePattern(
  date: DatePattern,
  time: DatePattern,
  dtSeparator: string,
): DatePattern {
  const separator = /\s/.test(dtSeparator) ? '\\s+' : `\\s*${escapeRegex(dtSeparator)}\\s*`;
  const dateSource = date.regex.source.slice(1, -1);
  const timeSource = time.regex.source.slice(1, -1);
  return {
    regex: new RegExp(`^${dateSource}${separator}${timeSource}$`),
    parts: [...date.parts, ...time.parts],
  };
}

type Fields = Partial<Record<Part, string>>;

function matchParts(pattern: DatePattern, text: string, into: Fields): boolean {
  const match = pattern.regex.exec(text.trim());
  if (!match) return false;
  pattern.parts.forEach((part, index) => {
    into[part] = match[index + 1];
  });
  return true;
}

/** 12 AM is hour 0, 12 PM is 12; an hour outside 1–12 with a marker is no time (-1). */
function hourOf(fields: Fields): number {
  const hour = Number(fields.hour ?? 0);
  if (fields.meridiem === undefined) return hour;
  if (hour < 1 || hour > 12) return -1;
  const pm = fields.meridiem.toLowerCase().startsWith('p');
  return (hour % 12) + (pm ? 12 : 0);
}

function dateTimeOf(fields: Fields): DateTime {
  const year = fields.year !== undefined ? Number(fields.year) : 2000 + Number(fields.shortYear ?? 0);
  return {
    year,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: hourOf(fields),
    minute: Number(fields.minute ?? 0),
    second: Number(fields.second ?? 0),
  };
}

/**
 * The date and time of a row as dd.MM.yyyy HH:mm:ss, or null when the cells do not match the format.
 * The calendar and the clock (31.02, 25:00, the future) are the transaction rule's to judge, so a
 * matching but impossible moment is written out as read.
 */
export function readDateTime(
  patterns: { readonly date: DatePattern; readonly time: DatePattern | null; readonly combined: DatePattern },
  cells: { readonly dateTime?: string; readonly date?: string; readonly time?: string },
): string | null {
  const fields: Fields = {};
  if (cells.dateTime !== undefined) {
    if (!matchParts(patterns.combined, cells.dateTime, fields)) return null;
  } else {
    if (!matchParts(patterns.date, cells.date ?? '', fields)) return null;
    // A format with a date column and no time column reads midnight.
    if (cells.time !== undefined && !(patterns.time && matchParts(patterns.time, cells.time, fields))) {
      return null;
    }
  }
  const value = dateTimeOf(fields);
  if (value.hour < 0) return null;
  return formatDateTime(value);
}
