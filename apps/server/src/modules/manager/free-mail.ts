import { UA_FREE_MAIL_DOMAINS } from '@afx/domain';
import providers from 'email-providers/all.json' with { type: 'json' };

/** The free-mail providers: the maintained `email-providers` list (~8,700 domains) and the domain's Ukrainian supplement. */
const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set(
  [...providers, ...UA_FREE_MAIL_DOMAINS].map((domain) => domain.toLowerCase()),
);

/** A personal mailbox provider's domain: users must have a work address (spec 1 §6). */
export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}
