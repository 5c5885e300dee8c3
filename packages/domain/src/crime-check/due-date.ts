import { CRIME_CHECK_STATUS } from './statuses.js';

/** Days to answer per registry type (ERDR 10, EO 10, claim 30, s102 5): CRC_DUE_DAYS's default. */
export const CRIME_CHECK_DEFAULT_DUE_DAYS: Readonly<Record<number, number>> = { 1: 10, 2: 10, 3: 30, 4: 5 };

const DAY_MS = 86_400_000;

/**
 * `1:10,2:10,3:30,4:5` → days per registry type; null when a part is not `type:days` with a
 * registry type 1–4 and 1–365 days. Types not named keep the default.
 */
export function parseCrimeCheckDueDays(text: string): Record<number, number> | null {
  const days: Record<number, number> = { ...CRIME_CHECK_DEFAULT_DUE_DAYS };
  for (const part of text.split(',')) {
    const match = /^\s*([1-4])\s*:\s*(\d{1,3})\s*$/.exec(part);
    const count = Number(match?.[2]);
    if (!match || count < 1 || count > 365) return null;
    days[Number(match[1])] = count;
  }
  return days;
}

/** The request's due date: its filing time plus the days of its registry type. */
export function crimeCheckDueDate(
  requestDt: Date,
  registryType: number,
  daysByType: Readonly<Record<number, number>> = CRIME_CHECK_DEFAULT_DUE_DAYS,
): Date {
  const days = daysByType[registryType] ?? CRIME_CHECK_DEFAULT_DUE_DAYS[registryType] ?? 10;
  return new Date(requestDt.getTime() + days * DAY_MS);
}

/** Overdue: the due date has passed and the request is neither replied (6) nor rejected (7). */
export function isCrimeCheckOverdue(request: { dueDt: Date; statusId: number }, now: Date): boolean {
  const answered =
    request.statusId === CRIME_CHECK_STATUS.replied || request.statusId === CRIME_CHECK_STATUS.rejected;
  return !answered && request.dueDt.getTime() < now.getTime();
}
