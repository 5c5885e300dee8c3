/** 'YYYY-MM-DD' as the Unix seconds of that day's UTC midnight; the chart draws it in UTC. */
export function dayToUnixSeconds(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

/** dd.MM of a day given in Unix seconds (UTC). */
export function formatDayMonth(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}`;
}

/** dd.MM.yyyy of a day given in Unix seconds (UTC). */
export function formatFullDay(unixSeconds: number): string {
  return `${formatDayMonth(unixSeconds)}.${new Date(unixSeconds * 1000).getUTCFullYear()}`;
}
