import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { CONFIG_PATH } from '../../app/auth/clientConfig';

/** The tile server address of this installation, from /config; null when none is configured. */
export function readMapTileUrl(config: unknown): string | null {
  if (typeof config !== 'object' || config === null) return null;
  const value = (config as Record<string, unknown>).mapTileUrl;
  return typeof value === 'string' && /^https?:\/\/|^\//.test(value) ? value : null;
}

/**
 * Whether a dialog (an ATM's, a Crime Check reply's) can show a map. ClientConfig keeps only what sign-in needs, so the tile
 * address is read from the same /config answer here; the answer is the same all session long.
 */
export function useMapTileUrl(): { tileUrl: string | null; loading: boolean } {
  const query = useQuery({
    queryKey: ['config', 'map-tile-url'],
    queryFn: ({ signal }) => http.get(CONFIG_PATH, { signal, parse: readMapTileUrl }),
    staleTime: Infinity,
  });
  return { tileUrl: query.data ?? null, loading: query.isPending };
}
