import type { SmartFormat } from '@afx/domain';

/** Saves an exported format as '<title>.json', the same data an import opens with. */
export function downloadFormat(format: SmartFormat): void {
  const text = JSON.stringify(format, null, 2);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = `${format.title.replace(/[\\/:*?"<>|]+/g, '_')}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}
