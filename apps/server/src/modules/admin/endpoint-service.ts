import type { EndpointService } from '@afx/domain';
import { newWebhookSecret, sendTestPacket, type TestPacketOutcome } from '../../counterparts/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, Executor } from '../../platform/db/pool.js';
import { diff, recordHistory, removal } from '../../platform/history/history.js';
import { notFound } from '../../platform/http/errors.js';
import * as repo from './endpoint-repository.js';
import { findOrganisation } from './organisation-repository.js';

export const SERVICE_ENDPOINT_ENTITY = 'service_endpoint';

type EndpointKey = { org_id: number; service: EndpointService };

const historyKey = (k: EndpointKey): string => `${k.org_id}:${k.service}`;

/** Options of the test packet (tests shorten the deadline). */
export type TestPacketOptions = { fetch?: typeof fetch; deadlineMs?: number };

async function assertOrganisation(tx: Executor, orgId: number): Promise<void> {
  if (!(await findOrganisation(tx, orgId))) throw notFound('admin_org_unknown');
}

const entry = (tx: Executor, caller: Caller, k: EndpointKey, action: string, extra: object = {}) =>
  recordHistory(tx, {
    entityType: SERVICE_ENDPOINT_ENTITY,
    entityKey: historyKey(k),
    action,
    by: caller,
    subjectOrgId: k.org_id,
    ...extra,
  });

/**
 * /organisation/endpoint/set: the organisation's system for the service. A new endpoint gets a
 * signing secret, answered this once; a changed URL keeps the secret (answered null).
 */
export async function setEndpoint(
  db: Db,
  caller: Caller,
  input: EndpointKey & { url: string },
): Promise<{ secret: string | null }> {
  return db.transaction(async (tx) => {
    await assertOrganisation(tx, input.org_id);
    const before = await repo.findEndpoint(tx, input.org_id, input.service, true);
    if (!before) {
      const secret = newWebhookSecret();
      await repo.insertEndpoint(tx, input.org_id, input.service, input.url, secret);
      await entry(tx, caller, input, 'set', { changes: diff({}, { url: input.url, active: true }) });
      return { secret };
    }
    const changes = diff({ url: before.url, active: before.active }, { url: input.url, active: true });
    if (Object.keys(changes).length > 0) {
      await repo.updateEndpoint(tx, input.org_id, input.service, { url: input.url, active: true });
      await entry(tx, caller, input, 'set', { changes });
    }
    return { secret: null };
  });
}

/** /organisation/endpoint/rotate_secret: a new secret, answered once; the old one stops at once. */
export async function rotateEndpointSecret(
  db: Db,
  caller: Caller,
  input: EndpointKey,
): Promise<{ secret: string }> {
  return db.transaction(async (tx) => {
    if (!(await repo.findEndpoint(tx, input.org_id, input.service, true)))
      throw notFound('admin_endpoint_missing');
    const secret = newWebhookSecret();
    await repo.updateEndpoint(tx, input.org_id, input.service, { secret });
    await entry(tx, caller, input, 'rotate_secret');
    return { secret };
  });
}

/** /organisation/endpoint/remove: the organisation works in the portal only for the service. */
export async function removeEndpoint(db: Db, caller: Caller, input: EndpointKey): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.findEndpoint(tx, input.org_id, input.service, true);
    if (!before) throw notFound('admin_endpoint_missing');
    await repo.deleteEndpoint(tx, input.org_id, input.service);
    await entry(tx, caller, input, 'remove', {
      changes: removal({ url: before.url, active: before.active }),
    });
    return { count: 1 };
  });
}

/** How the audit log tells the test's outcome. */
const outcomeNote = (outcome: TestPacketOutcome): string =>
  outcome.ok
    ? `HTTP ${outcome.http_status}, ${outcome.duration_ms} ms`
    : `${outcome.error ?? 'failed'} (${outcome.duration_ms} ms)`;

/**
 * /organisation/endpoint/test: a signed `afx.test` packet sent now to the endpoint, with the
 * receivers' 10-second deadline; the answer is what the receiver did (a failure is an answer too).
 */
export async function testEndpoint(
  db: Db,
  caller: Caller,
  input: EndpointKey,
  options: TestPacketOptions = {},
): Promise<TestPacketOutcome> {
  const endpoint = await repo.findEndpoint(db, input.org_id, input.service);
  if (!endpoint) throw notFound('admin_endpoint_missing');
  const outcome = await sendTestPacket(
    db,
    { orgId: input.org_id, service: input.service, url: endpoint.url, secret: endpoint.secret },
    options,
  );
  await db.transaction((tx) => entry(tx, caller, input, 'test_packet', { notes: outcomeNote(outcome) }));
  return outcome;
}
