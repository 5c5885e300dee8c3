import type { MessageKey } from './messages/index.js';

const OCTET = /^(?:0|[1-9]\d{0,2})$/;
const HEXTET = /^[0-9A-Fa-f]{1,4}$/;

/** Dotted IPv4: four decimal octets 0..255, no leading zeros. */
export function isIpv4(value: string): boolean {
  const octets = value.split('.');
  return octets.length === 4 && octets.every((octet) => OCTET.test(octet) && Number(octet) <= 255);
}

function groupsOf(text: string): string[] {
  return text === '' ? [] : text.split(':');
}

/** IPv6 in any textual form of RFC 4291: full, '::'-compressed, or ending in an IPv4 address. */
export function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const compressed = halves.length === 2;
  const head = groupsOf(halves[0] ?? '');
  const tail = compressed ? groupsOf(halves[1] ?? '') : [];
  const lastList = compressed ? tail : head;
  let groupCount = 0;
  const last = lastList.at(-1);
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false;
    lastList.pop();
    groupCount = 2;
  }
  const groups = [...head, ...tail];
  if (!groups.every((group) => HEXTET.test(group))) return false;
  groupCount += groups.length;
  // '::' stands for at least one zero group.
  return compressed ? groupCount <= 7 : groupCount === 8;
}

export function isIpAddress(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}

/** Incident ip: "IPv4 or IPv6 form" (spec 1 §5). */
export function checkIpAddress(value: string): MessageKey | null {
  return isIpAddress(value) ? null : 'ip_invalid';
}
