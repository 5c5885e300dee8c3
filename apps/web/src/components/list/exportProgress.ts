import type { DownloadProgress } from '../../api/http';
import type { ComponentsKey } from '../i18n/texts';

/** What the progress message says: rows of a streamed CSV, a share of a sized file, or "preparing". */
export function exportProgressText(
  progress: DownloadProgress | null,
  t: (key: ComponentsKey, params?: Record<string, string | number>) => string,
): string {
  if (progress?.rowsRead !== null && progress?.rowsRead !== undefined && progress.totalRows) {
    return t('exportRows', { rows: Math.max(0, progress.rowsRead), total: progress.totalRows });
  }
  if (progress?.totalBytes && progress.received > 0) {
    return t('exportPercent', { percent: Math.floor((progress.received / progress.totalBytes) * 100) });
  }
  return t('exportPreparing');
}
