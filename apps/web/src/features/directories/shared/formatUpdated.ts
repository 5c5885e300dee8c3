import { formatInstantDateTime } from '@afx/domain';

/** An ISO instant as dd.MM.yyyy HH:mm:ss in Kyiv (the portal's display time), or '—'. */
export function formatUpdated(value: string | null | undefined): string {
  if (!value) return '—';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '—' : formatInstantDateTime(instant);
}
