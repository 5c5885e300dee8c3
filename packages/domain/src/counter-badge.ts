/** The sidebar counter badge: empty below 1, the number below 100, '99+' from 100 (spec 1 §3). */
export function counterBadgeText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  if (count >= 100) return '99+';
  return String(Math.floor(count));
}
