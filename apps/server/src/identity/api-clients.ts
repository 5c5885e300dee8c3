import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../platform/db/pool.js';
import { apiClients } from './schema.js';

/** The resource-owner scopes an API client may ask for; it always acts as its linked api-user. */
export const API_CLIENT_SCOPE = 'api';

/**
 * The provider's Client storage: member-bank systems registered in `api_clients`. They use the
 * client-credentials grant only; a deactivated client is unknown to the provider at once.
 */
export class ApiClientAdapter implements Adapter {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ clientId: apiClients.clientId, clientSecret: apiClients.clientSecret, name: apiClients.name })
      .from(apiClients)
      .where(and(eq(apiClients.clientId, id), eq(apiClients.active, true)));
    if (!row) return undefined;
    return {
      client_id: row.clientId,
      client_secret: row.clientSecret,
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
