import { INCIDENT_UPLOAD_SHEET } from '@afx/domain';
import * as XLSX from '@e965/xlsx';

/** The name the browser saves the template under (spec 1 §7). */
export const TEMPLATE_FILE_NAME = 'incident_list_template.xlsx';

/** One filled row showing each column's form; every value fits the upload sheet's limits. */
export const TEMPLATE_EXAMPLE_ROW: Record<(typeof INCIDENT_UPLOAD_SHEET.names)[number], string> = {
  event_date: '15.05.2024',
  inn: '3012456789',
  passport_id: 'КВ123456',
  fullname: 'Петренко Іван Олексійович',
  phones: '380501234567,1;380442345678,3',
  pan: '4149497812345678',
  ip: '185.23.41.7',
  email: 'ivan.petrenko@example.com',
  egrpou: '12345678',
  org_name: 'ТОВ "Вектор Плюс"',
  erdr_number: '12024100000000123',
  erdr_date: '20.05.2024',
  url: 'https://bet777.ua',
  description: 'Приклад: кошти з картки переказано на рахунок дропа',
};

/**
 * The incident upload template: the 14 columns of the upload sheet in their order, a header row
 * and one example row, every cell text (so leading zeros and long numbers survive Excel).
 */
export function buildIncidentTemplate(): Buffer {
  const names = INCIDENT_UPLOAD_SHEET.names;
  const sheet = XLSX.utils.aoa_to_sheet([[...names], names.map((name) => TEMPLATE_EXAMPLE_ROW[name])]);
  sheet['!cols'] = names.map((name) => ({
    wch: Math.max(name.length, TEMPLATE_EXAMPLE_ROW[name].length) + 2,
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'incidents');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
