import { UA_FREE_MAIL_DOMAINS } from '@afx/domain';

/**
 * Whether a domain is a free-mail provider's (gmail.com, ukr.net): the `email-providers` list
 * (8.7k domains), loaded only when the users' form needs it — a dynamic import, so the list is a
 * chunk of its own and no other page downloads it — plus the domain's Ukrainian supplement.
 */
export type FreeMailPredicate = (domain: string) => boolean;

let loading: Promise<FreeMailPredicate> | null = null;

export function loadFreeMail(): Promise<FreeMailPredicate> {
  if (loading) return loading;
  const started = import('email-providers/all.json').then((list) => {
    const names: readonly string[] = list.default;
    const domains = new Set([...names, ...UA_FREE_MAIL_DOMAINS].map((name) => name.toLowerCase()));
    return (name: string) => domains.has(name.trim().toLowerCase());
  });
  loading = started;
  // A failed load is tried again on the next check.
  started.catch(() => {
    if (loading === started) loading = null;
  });
  return started;
}
