import { createRequire } from 'node:module';
import { UA_FREE_MAIL_DOMAINS } from '@afx/domain';

let domains: ReadonlySet<string> | undefined;

/**
 * The free-mail providers (the maintained `email-providers` list, ~8,700 domains, and the domain's
 * Ukrainian supplement), read once on the first check.
 */
function freeMailDomains(): ReadonlySet<string> {
  if (!domains) {
    const list = createRequire(import.meta.url)('email-providers/all.json') as string[];
    domains = new Set([...list, ...UA_FREE_MAIL_DOMAINS].map((domain) => domain.toLowerCase()));
  }
  return domains;
}

/** A personal mailbox provider's domain: users must have a work address (spec 1 §6). */
export function isFreeMailDomain(domain: string): boolean {
  return freeMailDomains().has(domain.toLowerCase());
}
