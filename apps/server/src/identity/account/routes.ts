import { storableString } from '@afx/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { errorResponses } from '../../platform/http/api.js';
import { ATTEMPTS_PER_MINUTE, attemptKey, originOf } from '../attempt-origin.js';
import { loginLogPage } from '../login-log.js';
import { type AnnounceRevocation, endSessions } from '../ended-grants.js';
import { listSessions } from '../sessions.js';
import { describeUserAgent } from '../user-agent.js';
import * as s from './api.js';
import { changePassword, confirmTotp, enrolTotp, getProfile, removeTotp, updateProfile } from './service.js';

/** The sign-in session the caller's token stems from (claim `sid`); the token was verified already. */
function currentSessionUid(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return undefined;
  try {
    const { sid } = decodeJwt(header.slice(7).trim());
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

const tags = ['account'];

/** Routes that check the password or a code share the sign-in's limit, per address and login. */
const PROOF_RATE_LIMIT = {
  max: ATTEMPTS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest): string => attemptKey(request.ip, callerOf(request).login),
} as const;

/** The signed-in user's own account: profile, password, authenticator, sessions and sign-in log. */
export function accountRoutes(db: Db, announce: AnnounceRevocation): FastifyPluginAsyncZod {
  return async (app) => {
    // The account pages are for people: an API client's token (its api-user) gets 403 here.
    app.addHook('preValidation', async (request) => {
      if (callerOf(request).roles.includes('api-user')) throw forbidden();
    });

    app.get(
      '/profile',
      { schema: { tags, response: { 200: s.profile, ...errorResponses } } },
      async (request) => getProfile(db, callerOf(request).user_id),
    );

    app.put(
      '/profile',
      { schema: { tags, body: s.profileUpdate, response: { 200: s.profile, ...errorResponses } } },
      async (request) => updateProfile(db, callerOf(request).user_id, request.body),
    );

    app.post(
      '/password',
      {
        config: { rateLimit: PROOF_RATE_LIMIT },
        schema: { tags, body: s.passwordChange, response: { 200: s.ok, ...errorResponses } },
      },
      async (request) => {
        const { current_password, new_password } = request.body;
        const change = { current: current_password, next: new_password };
        await changePassword(db, callerOf(request).user_id, change, originOf(request));
        return { ok: true as const };
      },
    );

    app.post(
      '/totp/enrol',
      { schema: { tags, response: { 200: s.totpEnrolment, ...errorResponses } } },
      async (request) => enrolTotp(db, callerOf(request).user_id),
    );

    app.post(
      '/totp/verify',
      { schema: { tags, body: s.totpCode, response: { 200: s.ok, ...errorResponses } } },
      async (request) => {
        await confirmTotp(db, callerOf(request).user_id, request.body.code);
        return { ok: true as const };
      },
    );

    app.delete(
      '/totp',
      {
        config: { rateLimit: PROOF_RATE_LIMIT },
        schema: { tags, body: s.totpRemoval, response: { 200: s.ok, ...errorResponses } },
      },
      async (request) => {
        await removeTotp(db, callerOf(request).user_id, request.body, originOf(request));
        return { ok: true as const };
      },
    );

    app.get(
      '/sessions',
      { schema: { tags, response: { 200: s.sessionList, ...errorResponses } } },
      async (request) => {
        const current = currentSessionUid(request);
        const sessions = await listSessions(db, callerOf(request).sub);
        const list = sessions.map((item) => (current ? { ...item, current: item.id === current } : item));
        return { list, total_count: list.length };
      },
    );

    app.delete(
      '/sessions/:id',
      {
        schema: {
          tags,
          params: z.object({ id: storableString().min(1).max(100) }),
          response: { 200: s.revoked, ...errorResponses },
        },
      },
      async (request) => {
        const revoked = await endSessions(db, announce, callerOf(request).sub, {
          only: request.params.id,
        });
        if (!revoked) throw notFound();
        return { revoked };
      },
    );

    app.post(
      '/sessions/revoke-others',
      { schema: { tags, response: { 200: s.revoked, ...errorResponses } } },
      async (request) => ({
        revoked: await endSessions(db, announce, callerOf(request).sub, {
          except: currentSessionUid(request),
        }),
      }),
    );

    app.get(
      '/login-log',
      {
        schema: { tags, querystring: s.loginLogQuery, response: { 200: s.loginLogList, ...errorResponses } },
      },
      async (request) => {
        const { page_number, page_size } = request.query;
        const { list, total } = await loginLogPage(db, callerOf(request).user_id, {
          number: page_number,
          size: page_size,
        });
        return {
          list: list.map((r) => ({
            id: r.id,
            at: r.at.toISOString(),
            ip: r.ip,
            user_agent: r.userAgent,
            browser: describeUserAgent(r.userAgent),
            result: r.result,
          })),
          total_count: total,
        };
      },
    );
  };
}
