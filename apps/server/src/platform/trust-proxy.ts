import net from 'node:net';

/** Ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (`10.0.0.5`, `::1`), a CIDR (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto/-Host are believed, as a comma list of
 * addresses, CIDRs or proxy-addr's named ranges. Unset: none, the client address is the peer's.
 * Neither `true` nor a hop count is taken: both would believe a header any client can write.
 * Answers the list, `false` for none, or an error text.
 */
export function parseTrustProxy(value: string | undefined): string[] | false | { error: string } {
  if (value === undefined || ['false', 'off', 'no', '0'].includes(value.trim().toLowerCase())) return false;
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (!entries.length || bad.length) {
    return {
      error: `must list the proxies' addresses or CIDRs, e.g. 10.0.0.5,10.1.0.0/16 or loopback${
        bad.length ? ` (not an address: ${bad.slice(0, 3).join(', ')})` : ''
      }`,
    };
  }
  return entries;
}
