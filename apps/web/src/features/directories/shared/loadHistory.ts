import { http } from '../../../api/http';
import type { HistoryEntry } from '../../../components/history';

/** A directory's /history: the entries of one record (the drawer orders them). */
export async function loadHistory(
  path: string,
  key: Readonly<Record<string, unknown>>,
): Promise<HistoryEntry[]> {
  const answer = await http.post<{ list?: HistoryEntry[] }>(path, key);
  return answer.list ?? [];
}
