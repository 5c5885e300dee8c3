import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/errors.js';
import { callerOf, mayActOn } from './caller.js';
import { requireAny, requireRole, requireService } from './guard.js';
import { authPlugin } from './plugin.js';
import type { SessionUser } from './session-user.js';

const base: SessionUser = {
  sub: 's',
  login: 'l',
  name: 'N',
  roles: [],
  user_id: 1,
  org_id: 10,
  org_name: 'Bank Alpha',
  locale: 'en',
  client_id: 'afx-web',
};
const USERS: Record<string, SessionUser> = {
  u1000: { ...base, roles: ['user', 'U1000'] },
  e1000: { ...base, roles: ['user', 'E1000'] },
  viewer: { ...base, roles: ['user', 'U6'] },
  admin: { ...base, roles: ['admin'] },
  manager: { ...base, roles: ['manager', 'U6'] },
};

async function app() {
  const a = Fastify();
  registerErrorHandling(a);
  await a.register(cookie);
  await a.register(authPlugin, { verify: async (t) => USERS[t] ?? null });
  a.get('/api/incidents', { preHandler: requireAny('U1000', 'E1000') }, async () => ({ ok: true }));
  a.get('/api/users', { preHandler: requireRole('manager') }, async () => ({ ok: true }));
  a.get('/api/scope', { preValidation: requireService(1000) }, async (request) => {
    const caller = callerOf(request);
    return { locale: caller.locale, own: mayActOn(caller, 1000, 10), other: mayActOn(caller, 1000, 11) };
  });
  a.get('/api/health', { config: { public: true } }, async () => ({ ok: true }));
  a.get('/elsewhere', async () => ({ ok: true }));
  return a;
}
const get = async (url: string, token?: string, language = 'en') => {
  const a = await app();
  return a.inject({
    url,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

describe('auth plugin and guards', () => {
  it('answers 401 in the error shape without a token or with an unknown one', async () => {
    for (const token of [undefined, 'forged']) {
      const res = await get('/api/incidents', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required', code: 'unauthorized' });
    }
  });

  it('answers in Ukrainian by default and in the language the caller asks for', async () => {
    expect((await get('/api/incidents', undefined, '')).json().message).toBe('Потрібна автентифікація');
    expect((await get('/api/incidents', undefined, 'ru-RU,ru;q=0.9')).json().message).toMatch(
      /аутентификац/i,
    );
  });

  it('leaves routes declared public open and denies every other one, whatever its path or spelling', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/elsewhere')).statusCode).toBe(401);
    expect((await get('/%61pi/incidents')).statusCode).toBe(401);
    expect((await get('/nothing/here')).statusCode).toBe(401);
  });

  it.each([
    ['u1000', 200],
    ['e1000', 200],
    ['admin', 200],
    ['viewer', 403],
  ])('requireAny(U1000, E1000) for %s answers %i', async (who, status) => {
    const res = await get('/api/incidents', who);
    expect(res.statusCode).toBe(status);
    if (status === 403)
      expect(res.json()).toEqual({ message: 'Insufficient permissions!', code: 'forbidden' });
  });

  it.each([
    ['manager', 200],
    ['admin', 200],
    ['u1000', 403],
  ])('requireRole(manager) for %s answers %i', async (who, status) => {
    expect((await get('/api/users', who)).statusCode).toBe(status);
  });

  it('lets a U code act on the own organisation, an E code and admin on any, neither in at all', async () => {
    expect((await get('/api/scope', 'u1000')).json()).toEqual({ locale: 'en', own: true, other: false });
    expect((await get('/api/scope', 'e1000')).json()).toMatchObject({ own: true, other: true });
    expect((await get('/api/scope', 'admin')).json()).toMatchObject({ own: true, other: true });
    expect((await get('/api/scope', 'viewer')).statusCode).toBe(403);
  });
});
