import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { createUser, loginLogOf } from './test-support.js';

// The tests play several addresses through a proxy on loopback.
const ctx = testContext({ TRUST_PROXY: 'loopback' });

/** A client-credentials token request with the secret in the Basic header, from `address`. */
async function tokenRequest(clientId: string, secret: string, address: string) {
  const res = await fetch(`${ctx.baseUrl}/auth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'x-forwarded-for': address,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const storedSecret = async (clientId: string) => {
  const { rows } = await ctx.database.pool.query<{ client_secret: string }>(
    'select client_secret from api_clients where client_id = $1',
    [clientId],
  );
  return rows[0]!.client_secret;
};

describe('API client secrets', () => {
  it('are stored so that a dump does not reveal them, and still work', async () => {
    for (const [clientId, secret] of [
      ['alpha-api', 'alpha-api-demo-secret'],
      ['police-api', 'police-api-demo-secret'],
    ] as const) {
      const stored = await storedSecret(clientId);
      expect(stored).toMatch(/^\$argon2id\$/);
      expect(stored).not.toContain(secret);
    }
    expect((await tokenRequest('alpha-api', 'alpha-api-demo-secret', '192.0.2.41')).status).toBe(200);
  });

  it('kept as issued by a database from before are hashed at the next start, and still work', async () => {
    const user = await createUser(ctx.database.db, { login: 'cs.legacy', role: 'api-user', permissions: [] });
    await ctx.database.pool.query(
      `insert into api_clients (client_id, client_secret, name, user_id) values ('cs-legacy', 'legacy-secret-1', 'Legacy', $1)`,
      [user.id],
    );
    // Another start on the same database, as after an upgrade.
    const restarted = await buildApp({ config: ctx.config, database: ctx.database });
    await restarted.ready();
    await restarted.close();
    expect(await storedSecret('cs-legacy')).toMatch(/^\$argon2id\$/);
    expect((await tokenRequest('cs-legacy', 'legacy-secret-1', '192.0.2.42')).status).toBe(200);
  });

  it('are throttled like passwords: wrong ones hold the address off, the client works from elsewhere', async () => {
    const guesser = '203.0.113.40';
    for (let i = 1; i <= 4; i++) {
      expect(await tokenRequest('police-api', `guess ${i}`, guesser)).toMatchObject({
        status: 401,
        body: { error: 'invalid_client' },
      });
    }
    const held = { status: 429, body: { error: 'invalid_request' } };
    expect(await tokenRequest('police-api', 'guess 5', guesser)).toMatchObject(held);
    expect(await tokenRequest('police-api', 'police-api-demo-secret', guesser)).toMatchObject(held);
    expect((await tokenRequest('police-api', 'police-api-demo-secret', '192.0.2.43')).status).toBe(200);
    const log = (await loginLogOf(ctx.database.db, 'police-api')).map((r) => [r.result, r.ip]);
    expect(log).toEqual([
      ['success', '192.0.2.43'],
      ['locked', guesser],
      ...Array.from({ length: 5 }, () => ['wrong_credentials', guesser]),
    ]);
  });

  it('let a burst of parallel guesses from one address check no more than five', async () => {
    const guesser = '203.0.113.44';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tokenRequest('alpha-api', `burst ${i}`, guesser)),
    );
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    const checked = (await loginLogOf(ctx.database.db, 'alpha-api')).filter(
      (r) => r.ip === guesser && r.result === 'wrong_credentials',
    );
    expect(checked.length).toBeLessThanOrEqual(5);
  });
});
