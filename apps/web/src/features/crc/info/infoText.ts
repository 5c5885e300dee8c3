import type { TFunction } from 'i18next';

/** A median time in minutes as people read it: '45 min', '3 h 5 min', '2 d 4 h'; '—' when none. */
export function durationText(minutes: number | null, t: TFunction<'crcInfo'>): string {
  if (minutes === null || !Number.isFinite(minutes)) return t('duration.none');
  const whole = Math.round(minutes);
  if (whole < 60) return t('duration.minutes', { minutes: whole });
  const hours = Math.floor(whole / 60);
  if (hours < 24) return t('duration.hours', { hours, minutes: whole % 60 });
  return t('duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A share (0 to 1) as a whole percent; '—' when none. */
export function shareText(share: number | null): string {
  return share === null || !Number.isFinite(share) ? '—' : `${Math.round(share * 100)} %`;
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV with ';' (what Excel opens in Ukrainian locales), with a BOM for the Cyrillic names. */
export function csvOf(rows: readonly (readonly (string | number)[])[]): Blob {
  const text = rows.map((row) => row.map(csvCell).join(';')).join('\r\n');
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}
