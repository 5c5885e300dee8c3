/**
 * A calendar day in Kyiv as the portal writes it (dd.mm.yyyy), `daysBack` days before today.
 * The portal's days are Kyiv's (spec: Europe/Kyiv), not the test machine's: near midnight UTC the
 * machine's date is another day, and a "future" event date is refused.
 */
export function kyivDate(daysBack = 0): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  // Calendar arithmetic on the Kyiv day (a UTC date has no daylight-saving hour to skip).
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day') - daysBack));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}
