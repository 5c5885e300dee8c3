import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/pool.js';

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The URL of a sandbox bank's FPT endpoint on the portal at `publicUrl`. */
export const sandboxBankUrl = (publicUrl: string, orgId: number): string =>
  `${publicUrl}/sandbox/bank/${orgId}/fpt`;

/** The URL of a sandbox bank's card-blocking information endpoint (synchronous questions). */
export const sandboxBankCciUrl = (publicUrl: string, orgId: number): string =>
  `${publicUrl}/sandbox/bank/${orgId}/cci`;

/** The URL of a sandbox police system's Crime Check endpoint on the portal at `publicUrl`. */
export const sandboxPoliceUrl = (publicUrl: string, orgId: number): string =>
  `${publicUrl}/sandbox/police/${orgId}/crc`;

/**
 * Endpoints that name a sandbox peer follow the portal's address: the demo data wrote the address
 * of the day it was seeded, and the portal may since listen elsewhere (another PORT or PUBLIC_URL).
 * Only URLs whose path is a sandbox path are touched.
 */
export async function pointSandboxEndpointsAt(db: Executor, publicUrl: string): Promise<number> {
  const { rows } = await db.execute<{ org_id: number }>(sql`
    update service_endpoints
       set url = ${publicUrl} || substring(url from '^https?://[^/]+(/sandbox/.*)$'), updated_at = now()
     where url ~ '^https?://[^/]+/sandbox/(bank|police)/[0-9]+/'
       and url <> ${publicUrl} || substring(url from '^https?://[^/]+(/sandbox/.*)$')
    returning org_id`);
  return rows.length;
}
