import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { deleteExpiredPayloads, PgOidcAdapter } from './oidc-adapter.js';
import { oidcPayloads } from './tables.js';

const ctx = testContext();

describe('the PostgreSQL adapter of oidc-provider', () => {
  it('stores, finds, consumes and destroys by type and id', async () => {
    const tokens = new PgOidcAdapter(ctx.database.db, 'AuthorizationCode');
    const other = new PgOidcAdapter(ctx.database.db, 'RefreshToken');
    await tokens.upsert(
      'a1',
      { jti: 'a1', grantId: 'g1', accountId: 'sub-1', kind: 'AuthorizationCode' },
      60,
    );
    expect(await tokens.find('a1')).toMatchObject({ jti: 'a1', grantId: 'g1' });
    expect(await other.find('a1')).toBeUndefined();

    await tokens.consume('a1');
    expect((await tokens.find('a1'))?.consumed).toEqual(expect.any(Number));
    const [row] = await ctx.database.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'AuthorizationCode'), eq(oidcPayloads.id, 'a1')));
    expect(row).toMatchObject({ accountId: 'sub-1', grantId: 'g1' });

    await tokens.destroy('a1');
    expect(await tokens.find('a1')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const sessions = new PgOidcAdapter(ctx.database.db, 'Session');
    await sessions.upsert('cookie-1', { jti: 'cookie-1', uid: 'uid-1', accountId: 'sub-2' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ jti: 'cookie-1' });
    const devices = new PgOidcAdapter(ctx.database.db, 'DeviceCode');
    await devices.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd1' });
  });

  it('revokes every token of a grant, of its own type only', async () => {
    const access = new PgOidcAdapter(ctx.database.db, 'AccessToken');
    const refresh = new PgOidcAdapter(ctx.database.db, 'RefreshToken');
    await access.upsert('t1', { jti: 't1', grantId: 'g2' }, 60);
    await access.upsert('t2', { jti: 't2', grantId: 'g2' }, 60);
    await refresh.upsert('r1', { jti: 'r1', grantId: 'g2' }, 60);
    await access.revokeByGrantId('g2');
    expect(await access.find('t1')).toBeUndefined();
    expect(await access.find('t2')).toBeUndefined();
    expect(await refresh.find('r1')).toBeDefined();
  });

  it('ignores expired rows and deletes them on cleanup', async () => {
    const tokens = new PgOidcAdapter(ctx.database.db, 'Interaction');
    await tokens.upsert('old', { jti: 'old' }, 60);
    await tokens.upsert('new', { jti: 'new' }, 60);
    await ctx.database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'old'));
    expect(await tokens.find('old')).toBeUndefined();
    expect(await deleteExpiredPayloads(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.type, 'Interaction'));
    expect(left.map((r) => r.id)).toContain('new');
    expect(left.map((r) => r.id)).not.toContain('old');
  });
});
