import { setTimeout as sleep } from 'node:timers/promises';
import { isLocale, type Locale, translate } from '@afx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTEMPTS_PER_MINUTE, attemptKey } from '../attempt-origin.js';
import { findResetLink, requestPasswordReset, resetPassword } from '../password-reset.js';
import { BODY_LIMIT, field, html, localeOf } from './forms.js';
import { alert, escapeHtml } from './layout.js';
import { DEAD_LINK_STATUS, deadLinkPage, linkPage, newPasswordFields } from './link-pages.js';
import { type LinkTextKey, linkText } from './link-texts.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_OPTIONS } from './locale.js';
import { messagePage } from './pages.js';
import type { UserLinkDeps } from './user-links.js';

export const FORGOT_PATH = '/auth/password/forgot';
const resetPath = (token: string): string => `/auth/password/reset/${encodeURIComponent(token)}`;

export function forgotPage(opts: {
  locale: Locale;
  login?: string;
  error?: string;
  signInUrl: string;
}): string {
  const { locale } = opts;
  const t = (k: LinkTextKey) => escapeHtml(linkText(k, locale));
  const body = `<h2>${t('forgot_title')}</h2>
${alert(opts.error)}
<p>${t('forgot_hint')}</p>
<form method="post" action="${FORGOT_PATH}" novalidate>
<div class="field"><label for="login">${t('login_or_email')}</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(opts.login ?? '')}"></div>
<button type="submit">${t('send_link')}</button>
</form>
<p class="langs"><a class="plain" href="${escapeHtml(opts.signInUrl)}">${t('back_to_sign_in')}</a></p>`;
  return linkPage({
    locale,
    title: linkText('forgot_title', locale),
    body,
    langHref: (l) => `${FORGOT_PATH}?lang=${l}`,
  });
}

export function resetPage(opts: { locale: Locale; token: string; login: string; error?: string }): string {
  const { locale, token } = opts;
  const t = (k: LinkTextKey) => escapeHtml(linkText(k, locale));
  const body = `<h2>${t('reset_title')}</h2>
${alert(opts.error)}
<div style="margin-bottom:20px"><span style="color:rgba(0,0,0,.45)">${t('login')}:</span> <strong id="person-login">${escapeHtml(opts.login)}</strong></div>
<form method="post" action="${resetPath(token)}" novalidate>
${newPasswordFields(locale, opts.login)}
<button type="submit">${t('reset_submit')}</button>
</form>`;
  return linkPage({
    locale,
    title: linkText('reset_title', locale),
    body,
    langHref: (l) => `${resetPath(token)}?lang=${l}`,
  });
}

/** The least time a "forgot password" answer takes, well above the work of queueing a mail. */
const FORGOT_ANSWER_MS = 250;

const tokenParams = z.object({ token: z.string().min(1).max(200) });
const langQuery = z.object({ lang: z.string().optional() });

/** "Forgot password" posts per minute per address and login typed, as the sign-in posts. */
export const FORGOT_RATE_LIMIT = {
  max: ATTEMPTS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest): string => {
    const login = (request.body as { login?: unknown } | undefined)?.login;
    return attemptKey(request.ip, typeof login === 'string' ? login : '');
  },
} as const;

const RESET_RATE_LIMIT = {
  max: ATTEMPTS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest): string =>
    attemptKey(request.ip, (request.params as { token?: string }).token ?? ''),
} as const;

/** The language of a page fetched with `?lang=`: that one, kept in the cookie; else the usual. */
function chosenLocale(
  request: FastifyRequest<{ Querystring: { lang?: string } }>,
  reply: FastifyReply,
): Locale {
  const { lang } = request.query;
  if (!isLocale(lang)) return localeOf(request);
  reply.setCookie(LANGUAGE_COOKIE, lang, LANGUAGE_COOKIE_OPTIONS);
  return lang;
}

/**
 * Password reset by e-mail: the sign-in page's "forgot password" asks for a login or an e-mail and
 * always answers the same; an active account gets a one-time link (1 hour) that sets a new password
 * and ends all the account's sessions.
 */
export function passwordResetRoutes(deps: UserLinkDeps): FastifyPluginAsyncZod {
  const { db, config, announce } = deps;
  const signInUrl = `${config.publicUrl}/`;

  return async (app) => {
    app.get(FORGOT_PATH, { schema: { hide: true, querystring: langQuery } }, async (request, reply) =>
      html(reply, 200, forgotPage({ locale: chosenLocale(request, reply), signInUrl })),
    );

    app.post(
      FORGOT_PATH,
      {
        config: { rateLimit: FORGOT_RATE_LIMIT },
        bodyLimit: BODY_LIMIT,
        schema: { hide: true, body: z.object({ login: field }) },
      },
      async (request, reply) => {
        const locale = localeOf(request);
        const login = (request.body.login ?? '').trim();
        if (!login) return html(reply, 400, forgotPage({ locale, signInUrl }));
        // The answer takes the same time whether a mail was queued or not: no hint by the clock either.
        const started = performance.now();
        await requestPasswordReset(db, login);
        await sleep(FORGOT_ANSWER_MS - (performance.now() - started));
        return html(
          reply,
          200,
          messagePage({
            locale,
            title: linkText('forgot_sent_title', locale),
            message: linkText('forgot_sent', locale),
            link: { href: signInUrl, label: linkText('back_to_sign_in', locale) },
          }),
        );
      },
    );

    app.get(
      '/auth/password/reset/:token',
      { schema: { hide: true, params: tokenParams, querystring: langQuery } },
      async (request, reply) => {
        const locale = chosenLocale(request, reply);
        const { token } = request.params;
        const link = await findResetLink(db, token);
        if (link.state !== 'valid')
          return html(reply, DEAD_LINK_STATUS[link.state], deadLinkPage(locale, 'reset', link.state));
        return html(reply, 200, resetPage({ locale, token, login: link.user.login }));
      },
    );

    app.post(
      '/auth/password/reset/:token',
      {
        config: { rateLimit: RESET_RATE_LIMIT },
        bodyLimit: BODY_LIMIT,
        schema: {
          hide: true,
          params: tokenParams,
          body: z.object({ password: field, password_repeat: field, username: field }),
        },
      },
      async (request, reply) => {
        const locale = localeOf(request);
        const { token } = request.params;
        const link = await findResetLink(db, token);
        if (link.state !== 'valid')
          return html(reply, DEAD_LINK_STATUS[link.state], deadLinkPage(locale, 'reset', link.state));
        const password = request.body.password ?? '';
        const again = (error: string) =>
          html(reply, 400, resetPage({ locale, token, login: link.user.login, error }));
        if (password !== (request.body.password_repeat ?? ''))
          return again(linkText('password_mismatch', locale));
        const outcome = await resetPassword(db, announce, token, password);
        if (!outcome.ok && 'dead' in outcome)
          return html(reply, DEAD_LINK_STATUS[outcome.dead], deadLinkPage(locale, 'reset', outcome.dead));
        if (!outcome.ok) return again(translate(outcome.problem, locale));
        return html(
          reply,
          200,
          messagePage({
            locale,
            title: linkText('reset_done_title', locale),
            message: linkText('reset_done', locale),
            link: { href: signInUrl, label: linkText('sign_in', locale) },
          }),
        );
      },
    );
  };
}
