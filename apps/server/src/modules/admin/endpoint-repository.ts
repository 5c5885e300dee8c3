import type { EndpointService } from '@afx/domain';
import { and, eq } from 'drizzle-orm';
import { serviceEndpoints } from '../../counterparts/index.js';
import type { Executor } from '../../platform/db/pool.js';

export type StoredEndpoint = { url: string; secret: string; active: boolean };

const key = (orgId: number, service: EndpointService) =>
  and(eq(serviceEndpoints.orgId, orgId), eq(serviceEndpoints.service, service));

export async function findEndpoint(
  db: Executor,
  orgId: number,
  service: EndpointService,
  lock = false,
): Promise<StoredEndpoint | null> {
  const query = db
    .select({ url: serviceEndpoints.url, secret: serviceEndpoints.secret, active: serviceEndpoints.active })
    .from(serviceEndpoints)
    .where(key(orgId, service));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEndpoint(
  db: Executor,
  orgId: number,
  service: EndpointService,
  url: string,
  secret: string,
): Promise<void> {
  await db.insert(serviceEndpoints).values({ orgId, service, url, secret, active: true });
}

export async function updateEndpoint(
  db: Executor,
  orgId: number,
  service: EndpointService,
  change: { url?: string; secret?: string; active?: boolean },
): Promise<void> {
  await db
    .update(serviceEndpoints)
    .set({ ...change, updatedAt: new Date() })
    .where(key(orgId, service));
}

export async function deleteEndpoint(db: Executor, orgId: number, service: EndpointService): Promise<void> {
  await db.delete(serviceEndpoints).where(key(orgId, service));
}
