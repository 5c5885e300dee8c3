import type { MessageText } from '../message-text.js';

/**
 * Spreadsheet upload messages (spec 1 §5 "Upload file", spec 3 §5 BIN and ATM uploads).
 * Every cell message carries the row number and the column name.
 */
export const uploadMessages = {
  upload_too_many_rows: {
    en: 'The sheet has {rows} rows; one upload takes at most {max}. Split it into several files.',
    uk: 'В аркуші {rows} рядків; одне завантаження приймає не більше {max}. Розділіть його на кілька файлів.',
    ru: 'В листе {rows} строк; одна загрузка принимает не более {max}. Разделите его на несколько файлов.',
  },
  upload_columns_header: {
    en: 'Columns must have the following case-sensitive names: {columns}',
    uk: 'Стовпці мають називатися так (з урахуванням регістру): {columns}',
    ru: 'Столбцы должны называться так (с учётом регистра): {columns}',
  },
  upload_column_headers_error: {
    en: 'Column headers error',
    uk: 'Помилка заголовків стовпців',
    ru: 'Ошибка заголовков столбцов',
  },
  upload_input_data_error: {
    en: 'Input data error',
    uk: 'Помилка вхідних даних',
    ru: 'Ошибка входных данных',
  },
  cell_empty: {
    en: 'Invalid cell value - is empty (row {row}, {column})',
    uk: 'Некоректне значення клітинки — порожня (рядок {row}, {column})',
    ru: 'Некорректное значение ячейки — пустая (строка {row}, {column})',
  },
  cell_type: {
    en: 'Invalid cell type (row {row}, {column})',
    uk: 'Некоректний тип клітинки (рядок {row}, {column})',
    ru: 'Некорректный тип ячейки (строка {row}, {column})',
  },
  cell_too_long: {
    en: 'Invalid cell value - more than {count} characters (row {row}, {column})',
    uk: 'Некоректне значення клітинки — понад {count} символів (рядок {row}, {column})',
    ru: 'Некорректное значение ячейки — более {count} символов (строка {row}, {column})',
  },
  cell_too_short: {
    en: 'Invalid cell value - less than {count} characters (row {row}, {column})',
    uk: 'Некоректне значення клітинки — менше ніж {count} символів (рядок {row}, {column})',
    ru: 'Некорректное значение ячейки — менее {count} символов (строка {row}, {column})',
  },
  cell_invalid_character: {
    en: 'Invalid cell value - invalid character (row {row}, {column})',
    uk: 'Некоректне значення клітинки — недопустимий символ (рядок {row}, {column})',
    ru: 'Некорректное значение ячейки — недопустимый символ (строка {row}, {column})',
  },
  cell_unknown_katottg: {
    en: 'Invalid cell value - unknown KATOTTG id (row {row}, {column})',
    uk: 'Некоректне значення клітинки — невідомий код КАТОТТГ (рядок {row}, {column})',
    ru: 'Некорректное значение ячейки — неизвестный код КАТОТТГ (строка {row}, {column})',
  },
  cell_katottg_as_number: {
    en: 'Invalid cell value - a KATOTTG code typed as a number loses digits; store it as text (row {row}, {column})',
    uk: 'Некоректне значення клітинки — код КАТОТТГ, введений як число, втрачає цифри; збережіть його як текст (рядок {row}, {column})',
    ru: 'Некорректное значение ячейки — код КАТОТТГ, введённый как число, теряет цифры; сохраните его как текст (строка {row}, {column})',
  },
} satisfies Record<string, MessageText>;
