import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';
import { createUser, loginLogOf, PASSWORD, postSignIn } from './test-support.js';

// The tests play several addresses through a proxy on loopback.
const ctx = testContext({ TRUST_PROXY: 'loopback' });

const signIn = (login: string, password: string, address: string) =>
  postSignIn(ctx.baseUrl, { login, password }, address);

const LOCKED = 'Too many sign-in attempts. Try again in 15 minutes.';
const WRONG = 'Wrong login or password';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the sign-in lockout', () => {
  it('after five wrong passwords holds off only the address that sent them', async () => {
    await createUser(ctx.database.db, { login: 'lk.victim' });
    const attacker = '203.0.113.10';
    for (let i = 1; i <= 4; i++) expect((await signIn('lk.victim', `guess ${i}`, attacker)).status).toBe(401);
    expect(await signIn('lk.victim', 'guess 5', attacker)).toMatchObject({ status: 423, alert: LOCKED });
    // The right password from there is refused too: guessing stays stopped.
    expect((await signIn('lk.victim', PASSWORD, attacker)).status).toBe(423);
    // The user, elsewhere, signs in.
    expect((await signIn('lk.victim', PASSWORD, '198.51.100.20')).status).toBe(303);
    const log = await loginLogOf(ctx.database.db, 'lk.victim');
    expect(log.map((r) => [r.result, r.ip])).toEqual([
      ['success', '198.51.100.20'],
      ['locked', attacker],
      ...Array.from({ length: 5 }, () => ['wrong_credentials', attacker]),
    ]);
  });

  it('holds an attacker rotating addresses to a slower limit per login, sparing the user’s own address', async () => {
    await createUser(ctx.database.db, { login: 'lk.rotated' });
    const home = '192.0.2.1';
    expect((await signIn('lk.rotated', PASSWORD, home)).status).toBe(303);
    for (let i = 0; i < 19; i++) {
      expect((await signIn('lk.rotated', `guess ${i}`, `203.0.113.${100 + i}`)).status).toBe(401);
    }
    // The 20th failure within the hour holds off every address the login never signed in from,
    // right password or not.
    expect((await signIn('lk.rotated', 'guess 19', '203.0.113.119')).status).toBe(423);
    expect(await signIn('lk.rotated', PASSWORD, '203.0.113.200')).toMatchObject({
      status: 423,
      alert: LOCKED,
    });
    // From where the user signed in before, the account is still theirs.
    expect((await signIn('lk.rotated', PASSWORD, home)).status).toBe(303);
  });
});

describe('unknown logins', () => {
  it('answer exactly as existing ones, failure after failure', async () => {
    await createUser(ctx.database.db, { login: 'lk.known' });
    const answers = async (login: string) => {
      const seen: [number, string | undefined][] = [];
      for (let i = 1; i <= 7; i++) {
        const { status, alert } = await signIn(login, `guess ${i}`, '203.0.113.50');
        seen.push([status, alert]);
      }
      return seen;
    };
    const known = await answers('lk.known');
    expect(known).toEqual([...Array(4).fill([401, WRONG]), ...Array(3).fill([423, LOCKED])]);
    expect(await answers('lk.nobody')).toEqual(known);
  });

  it('cost the same password-hash time as existing ones', async () => {
    await createUser(ctx.database.db, { login: 'lk.timed' });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push((await signIn('lk.timed', 'wrong', `203.0.113.${60 + i}`)).ms);
      unknown.push((await signIn('lk.untimed', 'wrong', `203.0.113.${60 + i}`)).ms);
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
  });
});
