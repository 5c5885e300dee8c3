import formbody from '@fastify/formbody';
import { isLocale, type Locale } from '@afx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { everyRouteHereIsPublic } from '../../platform/auth/public-routes.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/pool.js';
import { ATTEMPTS_PER_MINUTE, attemptKey, originOf } from '../attempt-origin.js';
import { writeLoginLog } from '../login-log.js';
import type { ProviderHost } from '../provider-host.js';
import { findUserByLogin, type UserWithOrg } from '../users.js';
import { autoConsent } from './consent.js';
import { BODY_LIMIT, field, html, localeOf } from './forms.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_OPTIONS } from './locale.js';
import { codePage, messagePage, signInPage } from './pages.js';
import { checkCode, checkPassword, type Refusal } from './sign-in.js';
import { text } from './texts.js';
import { issueTicket, readTicket } from './ticket.js';

export type InteractionDeps = { host: ProviderHost; db: Db; config: Config; ticketKey: string };

const params = z.object({ uid: z.string().min(1).max(100) });
/**
 * Sign-in posts per minute per address and account (the login typed, or the code step's ticket);
 * more answer the page with the too-many-attempts message. Guessing one account's password is
 * stopped by the lockout (lockout.ts); this limit caps the work a flood makes.
 */
const RATE_LIMIT = {
  max: ATTEMPTS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest): string => {
    const body = (request.body ?? {}) as { login?: unknown; ticket?: unknown };
    const account = typeof body.login === 'string' ? body.login : body.ticket;
    return attemptKey(request.ip, typeof account === 'string' ? account : '');
  },
} as const;

const REFUSAL_STATUS: Record<Refusal, number> = {
  wrong_credentials: 401,
  wrong_code: 401,
  blocked: 403,
  removed: 403,
  not_completed: 403,
  locked: 423,
};

/** The sign-in pages the provider sends the browser to: password, then a TOTP code when enrolled. */
export function interactionRoutes(deps: InteractionDeps): FastifyPluginAsyncZod {
  const { host, db, config, ticketKey } = deps;

  /** The interaction of the request, or null when it expired or belongs to another uid. */
  const interactionOf = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const provider = await host.provider();
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? { provider, details } : null;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return null;
      throw err;
    }
  };

  const expired = (reply: FastifyReply, locale: Locale) =>
    html(
      reply,
      400,
      messagePage({
        locale,
        title: text('title', locale),
        message: text('expired', locale),
        role: 'alert',
        link: { href: `${config.publicUrl}/`, label: text('start_again', locale) },
      }),
    );

  /** Ends the login prompt: back to the provider, with the page language set to the user's. */
  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserWithOrg,
    amr: string[],
  ): Promise<FastifyReply> => {
    const provider = await host.provider();
    const result: InteractionResults = { login: { accountId: user.sub, amr, remember: false } };
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    reply.setCookie(LANGUAGE_COOKIE, user.locale, LANGUAGE_COOKIE_OPTIONS);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  return async (app) => {
    // The pages take forms only: any other body is refused (415), not parsed as JSON.
    app.removeAllContentTypeParsers();
    await app.register(formbody, { bodyLimit: BODY_LIMIT });
    // The sign-in pages are for people not signed in yet: every route here is public.
    everyRouteHereIsPublic(app);

    app.setErrorHandler(async (err: { statusCode?: number; validation?: unknown }, request, reply) => {
      const locale = localeOf(request);
      const status = err.statusCode ?? 500;
      const uid = (request.params as { uid?: string }).uid ?? '';
      // A login or password no account can have (too long, NUL): the same answer as a wrong one.
      if (err.validation && request.routeOptions.url === '/auth/interaction/:uid/login' && uid) {
        request.log.info({ err }, 'sign-in form refused');
        return html(reply, 400, signInPage({ locale, uid, error: text('wrong_credentials', locale) }));
      }
      if (status !== 429) {
        // A client's bad request (wrong body type, too large, bad field) is no server fault.
        if (status >= 500) request.log.error({ err }, 'sign-in page failed');
        else request.log.info({ err }, 'sign-in request refused');
        return html(
          reply,
          status >= 400 && status < 500 ? status : 500,
          messagePage({
            locale,
            title: text('error_title', locale),
            message: text('error_text', locale),
            role: 'alert',
          }),
        );
      }
      // Too many posts: the same page with its message, and a line in the log.
      const body = (request.body ?? {}) as { login?: unknown };
      const login = typeof body.login === 'string' ? body.login.trim() : '';
      const userId = login ? ((await findUserByLogin(db, login))?.id ?? null) : null;
      await writeLoginLog(db, { userId, login, ...originOf(request) }, 'rate_limited');
      return html(reply, 429, signInPage({ locale, uid, login, error: text('rate_limited', locale) }));
    });

    app.get(
      '/auth/interaction/:uid',
      { schema: { hide: true, params, querystring: z.object({ lang: z.string().optional() }) } },
      async (request, reply) => {
        let locale = localeOf(request);
        const { lang } = request.query;
        if (isLocale(lang)) {
          locale = lang;
          reply.setCookie(LANGUAGE_COOKIE, lang, LANGUAGE_COOKIE_OPTIONS);
        }
        const found = await interactionOf(request, reply);
        if (!found) return expired(reply, locale);
        const { provider, details } = found;
        if (details.prompt.name === 'consent') {
          const returnTo = await autoConsent(provider, details, request.raw, reply.raw, config.clientId);
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        }
        const hint = details.params.login_hint;
        return html(
          reply,
          200,
          signInPage({ locale, uid: details.uid, login: typeof hint === 'string' ? hint : '' }),
        );
      },
    );

    app.post(
      '/auth/interaction/:uid/login',
      {
        config: { rateLimit: RATE_LIMIT },
        bodyLimit: BODY_LIMIT,
        schema: { hide: true, params, body: z.object({ login: field, password: field }) },
      },
      async (request, reply) => {
        const locale = localeOf(request);
        const found = await interactionOf(request, reply);
        if (!found || found.details.prompt.name !== 'login') return expired(reply, locale);
        const uid = found.details.uid;
        const login = (request.body.login ?? '').trim();
        const outcome = await checkPassword(db, login, request.body.password ?? '', originOf(request));
        if (!outcome.ok) {
          const page = signInPage({ locale, uid, login, error: text(outcome.refusal, locale) });
          return html(reply, REFUSAL_STATUS[outcome.refusal], page);
        }
        if (outcome.needsCode) {
          return html(
            reply,
            200,
            codePage({ locale, uid, ticket: issueTicket(ticketKey, uid, outcome.user.id) }),
          );
        }
        return finish(request, reply, outcome.user, ['pwd']);
      },
    );

    app.post(
      '/auth/interaction/:uid/totp',
      {
        config: { rateLimit: RATE_LIMIT },
        bodyLimit: BODY_LIMIT,
        schema: { hide: true, params, body: z.object({ ticket: field, code: field }) },
      },
      async (request, reply) => {
        const locale = localeOf(request);
        const found = await interactionOf(request, reply);
        if (!found || found.details.prompt.name !== 'login') return expired(reply, locale);
        const uid = found.details.uid;
        const ticket = request.body.ticket ?? '';
        const userId = readTicket(ticketKey, uid, ticket);
        if (userId === null) return expired(reply, locale);
        const outcome = await checkCode(db, userId, request.body.code ?? '', originOf(request));
        if (outcome.ok) return finish(request, reply, outcome.user, ['pwd', 'otp']);
        const error = text(outcome.refusal, locale);
        const page =
          outcome.refusal === 'wrong_code'
            ? codePage({ locale, uid, ticket, error })
            : signInPage({ locale, uid, error });
        return html(reply, REFUSAL_STATUS[outcome.refusal], page);
      },
    );
  };
}
