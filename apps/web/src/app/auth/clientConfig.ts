import { COUNTER_NAMES, type CounterName } from '@afx/domain';
import { http } from '../../api/http';

/** What the SPA needs to start, as `GET /config` answers it. */
export interface ClientConfig {
  /** The OIDC issuer. */
  authority: string;
  clientId: string;
  scopes: string;
  /** True when the identity is an outside provider (for example a bank's Keycloak). */
  externalIdentity: boolean;
  accountLinks: AccountLinks;
  forum: { news: string | null; conf: string | null };
  support: { email: string; phone: string };
  version: string;
  /** The services' "new items" counters this installation serves (none unless it says so). */
  counters: CounterName[];
}

export interface AccountLinks {
  profile: string;
  password: string;
  totp: string;
  sessions: string;
  log: string;
}

export const CONFIG_PATH = '/config';

export function loadClientConfig(): Promise<ClientConfig> {
  return http.get(CONFIG_PATH, { parse: parseClientConfig });
}

/** Checks the fields sign-in cannot do without; the rest fall back to empty values. */
export function parseClientConfig(data: unknown): ClientConfig {
  const source = asRecord(data);
  const authority = source.authority;
  const clientId = source.clientId;
  if (typeof authority !== 'string' || !authority || typeof clientId !== 'string' || !clientId) {
    throw new Error('config: authority and clientId are required');
  }
  const links = asRecord(source.accountLinks);
  const forum = asRecord(source.forum);
  const support = asRecord(source.support);
  return {
    authority,
    clientId,
    scopes: text(source.scopes) || 'openid',
    externalIdentity: source.externalIdentity === true,
    accountLinks: {
      profile: text(links.profile),
      password: text(links.password),
      totp: text(links.totp),
      sessions: text(links.sessions),
      log: text(links.log),
    },
    forum: { news: text(forum.news) || null, conf: text(forum.conf) || null },
    support: { email: text(support.email), phone: text(support.phone) },
    version: text(source.version),
    counters: Array.isArray(source.counters)
      ? COUNTER_NAMES.filter((name) => (source.counters as unknown[]).includes(name))
      : [],
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
