import { type Locale, type MessageKey, formatInstantDateTime, formatPhone, translate } from '@afx/domain';

/** A cell as the file holds it: text, a number, or empty. */
export type ExportCell = string | number | null;

/** A table of an export with several: its name (a sheet, a CSV section), header row and rows. */
export type ExportTable = { name: string; header: readonly string[]; rows: readonly ExportCell[][] };

/** One column of an exported list: its header (a message key) and its value as the screen shows it. */
export type ExportColumn<Row> = {
  title: MessageKey;
  value: (row: Row, locale: Locale) => ExportCell;
};

/** Headers in the caller's language. */
export const headerRow = <Row>(columns: readonly ExportColumn<Row>[], locale: Locale): string[] =>
  columns.map((column) => translate(column.title, locale));

/** A row's cells in the columns' order. */
export const cellsOf = <Row>(columns: readonly ExportColumn<Row>[], row: Row, locale: Locale): ExportCell[] =>
  columns.map((column) => column.value(row, locale));

/** An ISO instant as the screens show it: dd.MM.yyyy HH:mm:ss in Kyiv. */
export const kyivTime = (iso: string | null): string | null =>
  iso ? formatInstantDateTime(new Date(iso)) : null;

/** Stored phone numbers as people read them (+380 67 123 45 67), comma-separated. */
export const phoneList = (numbers: readonly string[]): string => numbers.map(formatPhone).join(', ');

/** A flag as Yes / No in the caller's language; unknown stays empty. */
export const yesNo = (value: boolean | null, locale: Locale): string | null =>
  value === null ? null : translate(value ? 'export_yes' : 'export_no', locale);
