import { and, eq } from 'drizzle-orm';
import Provider, { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../platform/db/pool.js';
import { checkClientSecret } from './client-secrets.js';
import { apiClients, organisations, users } from './tables.js';
import { storableKey } from './storable.js';

/** The resource-owner scopes an API client may ask for; it always acts as its linked api-user. */
export const API_CLIENT_SCOPE = 'api';

/**
 * The provider's Client storage: member-bank systems registered in `api_clients`. They use the
 * client-credentials grant only; a deactivated client, or a client of a deactivated organisation, is
 * unknown to the provider at once.
 */
export class ApiClientAdapter implements Adapter {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (!storableKey(id)) return undefined;
    const [row] = await this.db
      .select({ clientId: apiClients.clientId, secretHash: apiClients.secretHash, name: apiClients.name })
      .from(apiClients)
      .innerJoin(users, eq(users.id, apiClients.userId))
      .innerJoin(organisations, eq(organisations.id, users.orgId))
      .where(and(eq(apiClients.clientId, id), eq(apiClients.active, true), eq(organisations.active, true)));
    if (!row) return undefined;
    return {
      client_id: row.clientId,
      // The hash stands where the provider wants a secret; compareHashedSecrets checks against it.
      client_secret: row.secretHash,
      client_name: row.name,
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      // Basic or post: the provider accepts either for a secret-based client.
      token_endpoint_auth_method: 'client_secret_basic',
      scope: API_CLIENT_SCOPE,
    };
  }

  // Clients are managed in the portal, never registered through the provider.
  async upsert(): Promise<void> {}
  async findByUid(): Promise<undefined> {
    return undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  async consume(): Promise<void> {}
  async destroy(): Promise<void> {}
  async revokeByGrantId(): Promise<void> {}
}

/** The one method of the provider's Client class that compares a presented secret (client_auth.js). */
type ClientClass = { prototype: { clientId: string; compareClientSecret(actual: string): Promise<boolean> } };

/**
 * oidc-provider compares client_secret_basic/post secrets itself, as plain strings, through
 * `Client#compareClientSecret` (awaited). This provider's Client class gets one that checks the
 * argon2id hash instead, under the sign-in lockout, with the caller's address from the request.
 */
export function compareHashedSecrets(provider: Provider, db: Db): void {
  const client = provider.Client as unknown as ClientClass;
  client.prototype.compareClientSecret = async function compare(this: { clientId: string }, actual: string) {
    const ctx = Provider.ctx;
    const outcome = await checkClientSecret(db, this.clientId, actual, {
      ip: ctx?.ip ?? null,
      userAgent: ctx?.get('user-agent')?.slice(0, 500) || null,
    });
    if (outcome === 'locked')
      throw new errors.InvalidRequest('too many failed client authentications, try again later', 429);
    return outcome === 'ok';
  };
}
