import type { MessageKey } from './messages/index.js';

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const HOST = `(?:localhost|(?:${LABEL}\\.)+(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})|\\d{1,3}(?:\\.\\d{1,3}){3}|\\[[0-9a-f:.]+\\])`;
const HTTP_URL = new RegExp(`^https?://${HOST}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'iu');

/**
 * An http or https address with a host name (Cyrillic domains such as .укр included), an IPv4
 * or a bracketed IPv6 host, an optional port, and any path without spaces.
 */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** "URL: http or https" (spec 1 §5). */
export function checkHttpUrl(value: string): MessageKey | null {
  return isHttpUrl(value) ? null : 'url_invalid';
}
