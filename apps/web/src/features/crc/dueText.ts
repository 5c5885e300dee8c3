import type { TFunction } from 'i18next';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** A duration as its two largest units: '2 d 5 h', '3 h 10 min', '7 min'. */
export function durationText(ms: number, t: TFunction<'crc'>): string {
  const minutes = Math.max(0, Math.floor(Math.abs(ms) / MINUTE_MS));
  const days = Math.floor(minutes / DAY_MINUTES);
  const hours = Math.floor((minutes % DAY_MINUTES) / HOUR_MINUTES);
  const rest = minutes % HOUR_MINUTES;
  if (days > 0)
    return [t('due.days', { count: days }), hours > 0 ? t('due.hours', { count: hours }) : null]
      .filter(Boolean)
      .join(' ');
  if (hours > 0)
    return [t('due.hours', { count: hours }), rest > 0 ? t('due.minutes', { count: rest }) : null]
      .filter(Boolean)
      .join(' ');
  return t('due.minutes', { count: rest });
}

/**
 * The time left to the due date (decision 0041: days per registry type), or how long it is
 * overdue; nothing once answered (the server's `overdue` is false for 6 and 7) or without a date.
 */
export function timeLeftText(
  row: { due_dt: string | null; overdue: boolean; status_id: number },
  t: TFunction<'crc'>,
  now: Date = new Date(),
): string {
  if (!row.due_dt || row.status_id === 6 || row.status_id === 7) return '';
  const left = Date.parse(row.due_dt) - now.getTime();
  if (Number.isNaN(left)) return '';
  return row.overdue || left < 0
    ? t('due.overdue', { time: durationText(left, t) })
    : t('due.left', { time: durationText(left, t) });
}
