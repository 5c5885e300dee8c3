import type { ClientConfig } from '../../app/auth/clientConfig';

/** Routes that leave for a page whose address comes from /config (spec 1 §2: the forum). */
const EXTERNAL_PAGE_URLS: Readonly<Record<string, (config: ClientConfig) => string | null>> = {
  '/forum/news': (config) => config.forum.news,
  '/forum/conf': (config) => config.forum.conf,
};

export function isConfigurableExternalPage(path: string): boolean {
  return Object.hasOwn(EXTERNAL_PAGE_URLS, path);
}

/** The outside address of the route, or null when this installation has none. */
export function externalPageUrl(path: string, config: ClientConfig): string | null {
  return EXTERNAL_PAGE_URLS[path]?.(config) ?? null;
}
