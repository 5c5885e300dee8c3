import { saveFile } from '../../components/list';
import { invoiceApi } from './invoiceApi';

/** Opens a PDF in a new tab (or saves it where the browser cannot show it). */
export async function openPdf(id: number, lang?: string) {
  const file = await invoiceApi.pdf(id, lang).catch(() => null);
  if (!file) return; // The HTTP client has said why.
  const url = URL.createObjectURL(file.blob);
  const opened = window.open(url, '_blank', 'noopener');
  if (!opened) saveFile(file.blob, file.fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves the uses behind an invoice (xlsx). */
export async function downloadUsage(id: number) {
  const file = await invoiceApi.usage(id).catch(() => null);
  if (!file) return;
  saveFile(file.blob, file.fileName);
}
