import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../platform/db/pool.js';
import { testContext } from '../../test/harness.js';
import { headlessLogin, headlessLogout } from './headless-login.js';
import { apiClients, users } from './tables.js';
import { browserFromNewAddress, createUser, PASSWORD } from './test-support.js';

const ctx = testContext();

/** How long a change made straight in the tables (no service announces it) may take to be seen. */
const UNANNOUNCED_WITHIN_MS = 7_000;
/**
 * How long an announced revocation may take to reach another process. It is milliseconds on a quiet
 * machine; the bound is half the answer's life (LIVENESS_TTL_MS, 5 s) after a fresh ask, so only the
 * announcement, not the answer running out, can pass it, and a loaded CI machine does not fail it.
 */
const ANNOUNCED_WITHIN_MS = 2_500;

const signIn = (login: string) =>
  headlessLogin({ baseUrl: ctx.baseUrl, login, password: PASSWORD, browser: browserFromNewAddress() });

async function userInfo(token: string): Promise<number> {
  const res = await fetch(`${ctx.baseUrl}/api/cab/v1/user/info`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  return res.status;
}

/** Asks until the answer is 401 or the time is up; answers how long it took (Infinity: never). */
async function msUntilRefused(ask: () => Promise<number>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < withinMs) {
    if ((await ask()) === 401) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

async function endSession(token: string, sessionId: string): Promise<number> {
  const res = await fetch(`${ctx.baseUrl}/api/cab/v1/account/sessions/${sessionId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  return res.status;
}

async function currentSessionId(token: string): Promise<string> {
  const res = await fetch(`${ctx.baseUrl}/api/cab/v1/account/sessions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { list } = (await res.json()) as { list: { id: string; current?: boolean }[] };
  return list.find((s) => s.current)!.id;
}

describe('access tokens end with their session', () => {
  it('refuses the access token at once after logout', async () => {
    await createUser(ctx.database.db, { login: 'tr.logout' });
    const login = await signIn('tr.logout');
    expect(await userInfo(login.tokens.access_token)).toBe(200);
    await headlessLogout(login, ctx.baseUrl);
    expect(await userInfo(login.tokens.access_token)).toBe(401);
  });

  it('ends an open event stream within seconds of logout', async () => {
    await createUser(ctx.database.db, { login: 'tr.stream' });
    const login = await signIn('tr.stream');
    const controller = new AbortController();
    const res = await fetch(`${ctx.baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${login.tokens.access_token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now();
    })();
    await headlessLogout(login, ctx.baseUrl);
    const loggedOutAt = Date.now();
    const endedAt = await Promise.race([
      ended,
      new Promise<number>((r) => setTimeout(() => r(Infinity), 12_000)),
    ]);
    controller.abort();
    expect(endedAt - loggedOutAt).toBeLessThan(UNANNOUNCED_WITHIN_MS);
  });

  it("refuses a session's token once it is ended in the account pages, and keeps the others", async () => {
    await createUser(ctx.database.db, { login: 'tr.sessions' });
    const a = await signIn('tr.sessions');
    const b = await signIn('tr.sessions');
    const c = await signIn('tr.sessions');
    for (const s of [a, b, c]) expect(await userInfo(s.tokens.access_token)).toBe(200);

    expect(await endSession(b.tokens.access_token, await currentSessionId(a.tokens.access_token))).toBe(200);
    expect(await userInfo(a.tokens.access_token)).toBe(401);
    expect(await userInfo(b.tokens.access_token)).toBe(200);
    expect(await userInfo(c.tokens.access_token)).toBe(200);

    const others = await fetch(`${ctx.baseUrl}/api/cab/v1/account/sessions/revoke-others`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.tokens.access_token}` },
    });
    expect(await others.json()).toEqual({ revoked: 1 });
    expect(await userInfo(c.tokens.access_token)).toBe(401);
    expect(await userInfo(b.tokens.access_token)).toBe(200);
  });

  it('refuses the access token once its refresh token is revoked', async () => {
    await createUser(ctx.database.db, { login: 'tr.revocation' });
    const login = await signIn('tr.revocation');
    expect(await userInfo(login.tokens.access_token)).toBe(200);
    await oidc.tokenRevocation(login.client, login.tokens.refresh_token!, {
      token_type_hint: 'refresh_token',
    });
    expect(await userInfo(login.tokens.access_token)).toBe(401);
  });
});

describe('access tokens end with their user or API client', () => {
  const setStatus = (id: number, status: 'blocked_by_manager' | 'blocked_by_admin' | 'removed') =>
    ctx.database.db.update(users).set({ status }).where(eq(users.id, id));

  it.each(['blocked_by_manager', 'blocked_by_admin', 'removed'] as const)(
    'refuses the tokens of a user set to %s within seconds, and not the tokens of others',
    async (status) => {
      const user = await createUser(ctx.database.db, { login: `tr.${status}` });
      await createUser(ctx.database.db, { login: `tr.${status}.colleague` });
      const mine = await signIn(`tr.${status}`);
      const colleague = await signIn(`tr.${status}.colleague`);
      expect(await userInfo(mine.tokens.access_token)).toBe(200);

      await setStatus(user.id, status);
      expect(
        await msUntilRefused(() => userInfo(mine.tokens.access_token), UNANNOUNCED_WITHIN_MS),
      ).toBeLessThan(UNANNOUNCED_WITHIN_MS);
      expect(await userInfo(colleague.tokens.access_token)).toBe(200);
    },
  );

  it("refuses an API client's token within seconds once the client is deactivated", async () => {
    const client = await oidc.discovery(
      new URL(`${ctx.baseUrl}/auth`),
      'alpha-api',
      undefined,
      oidc.ClientSecretBasic('alpha-api-demo-secret'),
      { execute: [oidc.allowInsecureRequests] },
    );
    const { access_token } = await oidc.clientCredentialsGrant(client);
    expect(await userInfo(access_token)).toBe(200);
    const deactivate = (active: boolean) =>
      ctx.database.db.update(apiClients).set({ active }).where(eq(apiClients.clientId, 'alpha-api'));
    await deactivate(false);
    try {
      expect(await msUntilRefused(() => userInfo(access_token), UNANNOUNCED_WITHIN_MS)).toBeLessThan(
        UNANNOUNCED_WITHIN_MS,
      );
    } finally {
      await deactivate(true);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several server processes on one PostgreSQL', () => {
  it('a session ended or logged out through one process is refused by another at once, not when its answer runs out', async () => {
    const database = openDatabase(ctx.config.databaseUrl!, 2);
    const other = await buildApp({ config: ctx.config, database });
    try {
      await createUser(ctx.database.db, { login: 'tr.processes' });
      const a = await signIn('tr.processes');
      const b = await signIn('tr.processes');
      const askOther = (token: string) => async () =>
        (
          await other.inject({
            url: '/api/cab/v1/user/info',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode;
      // The other process has verified the tokens and holds them as live.
      for (const token of [a.tokens.access_token, b.tokens.access_token]) {
        expect(await askOther(token)()).toBe(200);
        expect(await askOther(token)()).toBe(200);
      }

      const ended = await endSession(b.tokens.access_token, await currentSessionId(a.tokens.access_token));
      expect(ended).toBe(200);
      expect(await msUntilRefused(askOther(a.tokens.access_token), ANNOUNCED_WITHIN_MS)).toBeLessThan(
        ANNOUNCED_WITHIN_MS,
      );
      expect(await askOther(b.tokens.access_token)()).toBe(200);

      await headlessLogout(b, ctx.baseUrl);
      expect(await msUntilRefused(askOther(b.tokens.access_token), ANNOUNCED_WITHIN_MS)).toBeLessThan(
        ANNOUNCED_WITHIN_MS,
      );
    } finally {
      await other.close();
      await database.close();
    }
  });
});
