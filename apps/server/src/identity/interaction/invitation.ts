import { isLocale, type Locale, translate } from '@afx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.js';
import { confirmTotp, enrolTotp } from '../account/service.js';
import { ATTEMPTS_PER_MINUTE, attemptKey } from '../attempt-origin.js';
import { completeRegistration, findInvitation } from '../registration.js';
import { totpUri } from '../totp.js';
import { findUserById } from '../users.js';
import { BODY_LIMIT, field, html, localeOf } from './forms.js';
import { alert, escapeHtml } from './layout.js';
import { DEAD_LINK_STATUS, deadLinkPage, linkPage, newPasswordFields, personDetails } from './link-pages.js';
import { type LinkTextKey, linkText } from './link-texts.js';
import { messagePage } from './pages.js';
import { issueTicket, readTicket } from './ticket.js';
import type { UserLinkDeps } from './user-links.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_OPTIONS } from './locale.js';

const invitationPath = (token: string): string => `/auth/invitation/${encodeURIComponent(token)}`;

/** The two-factor step may follow the password step for this long (time to install an app). */
const TOTP_STEP_TTL_MS = 30 * 60_000;

/** The ticket of the two-factor step is bound to the invitation it follows. */
const ticketUid = (token: string): string => `invitation:${token}`;

export function invitationPage(opts: {
  locale: Locale;
  token: string;
  person: { fullName: string; orgName: string; login: string };
  totp?: boolean;
  error?: string;
}): string {
  const { locale, token } = opts;
  const t = (k: LinkTextKey) => escapeHtml(linkText(k, locale));
  const body = `<h2>${t('invitation_title')}</h2>
${alert(opts.error)}
<p>${t('invitation_intro')}</p>
${personDetails(locale, opts.person)}
<form method="post" action="${invitationPath(token)}" novalidate>
${newPasswordFields(locale, opts.person.login)}
<div class="field"><label style="display:flex;gap:8px;align-items:flex-start;cursor:pointer"><input type="checkbox" id="totp" name="totp" value="1" style="margin-top:4px"${opts.totp ? ' checked' : ''}> <span>${t('totp_now')}</span></label></div>
<button type="submit">${t('register')}</button>
</form>`;
  return linkPage({
    locale,
    title: linkText('invitation_title', locale),
    body,
    langHref: (l) => `${invitationPath(token)}?lang=${l}`,
  });
}

export async function totpSetupPage(opts: {
  locale: Locale;
  token: string;
  ticket: string;
  secret: string;
  login: string;
  error?: string;
}): Promise<string> {
  const { locale } = opts;
  const t = (k: LinkTextKey) => escapeHtml(linkText(k, locale));
  const uri = totpUri(opts.secret, opts.login);
  const qr = await QRCode.toDataURL(uri);
  const body = `<h2>${t('totp_title')}</h2>
${alert(opts.error)}
<p role="status">${t('totp_password_set')}</p>
<p>${t('totp_scan')}</p>
<p style="text-align:center"><img src="${qr}" alt="${t('totp_qr_alt')}" width="200" height="200"></p>
<div class="field">${t('totp_key')}: <code id="totp-secret" style="word-break:break-all">${escapeHtml(opts.secret)}</code></div>
<div class="field">${t('totp_uri')}: <code id="totp-uri" style="word-break:break-all;font-size:12px">${escapeHtml(uri)}</code></div>
<form method="post" action="${invitationPath(opts.token)}/totp" novalidate>
<input type="hidden" name="ticket" value="${escapeHtml(opts.ticket)}">
<div class="field"><label for="code">${t('code')}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus></div>
<button type="submit">${t('confirm')}</button>
</form>`;
  return linkPage({ locale, title: linkText('totp_title', locale), body });
}

const params = z.object({ token: z.string().min(1).max(200) });

/** Posts per minute per address and link: the rate limit of the sign-in posts. */
const RATE_LIMIT = {
  max: ATTEMPTS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest): string =>
    attemptKey(request.ip, (request.params as { token?: string }).token ?? ''),
} as const;

/**
 * The invitation link's page (spec 1 §4): the person sets a password (and, if they like, an
 * authenticator at once), which completes the registration; then they sign in as anyone does.
 */
export function invitationRoutes(deps: UserLinkDeps): FastifyPluginAsyncZod {
  const { db, config, ticketKey } = deps;

  const registered = (reply: FastifyReply, locale: Locale, withTotp: boolean) =>
    html(
      reply,
      200,
      messagePage({
        locale,
        title: linkText('registered_title', locale),
        message: linkText(withTotp ? 'registered_totp_text' : 'registered_text', locale),
        link: { href: `${config.publicUrl}/`, label: linkText('sign_in', locale) },
      }),
    );

  return async (app) => {
    app.get(
      '/auth/invitation/:token',
      { schema: { hide: true, params, querystring: z.object({ lang: z.string().optional() }) } },
      async (request, reply) => {
        let locale = localeOf(request);
        const { lang } = request.query;
        if (isLocale(lang)) {
          locale = lang;
          reply.setCookie(LANGUAGE_COOKIE, lang, LANGUAGE_COOKIE_OPTIONS);
        }
        const { token } = request.params;
        const invitation = await findInvitation(db, token);
        if (invitation.state !== 'valid')
          return html(
            reply,
            DEAD_LINK_STATUS[invitation.state],
            deadLinkPage(locale, 'invitation', invitation.state),
          );
        return html(reply, 200, invitationPage({ locale, token, person: invitation.user }));
      },
    );

    app.post(
      '/auth/invitation/:token',
      {
        config: { rateLimit: RATE_LIMIT },
        bodyLimit: BODY_LIMIT,
        schema: {
          hide: true,
          params,
          body: z.object({ password: field, password_repeat: field, totp: field, username: field }),
        },
      },
      async (request, reply) => {
        const locale = localeOf(request);
        const { token } = request.params;
        const password = request.body.password ?? '';
        const wantsTotp = request.body.totp === '1';
        const invitation = await findInvitation(db, token);
        if (invitation.state !== 'valid')
          return html(
            reply,
            DEAD_LINK_STATUS[invitation.state],
            deadLinkPage(locale, 'invitation', invitation.state),
          );
        const again = (error: string) =>
          html(
            reply,
            400,
            invitationPage({ locale, token, person: invitation.user, totp: wantsTotp, error }),
          );
        if (password !== (request.body.password_repeat ?? ''))
          return again(linkText('password_mismatch', locale));
        const outcome = await completeRegistration(db, token, password);
        if (!outcome.ok && 'dead' in outcome)
          return html(
            reply,
            DEAD_LINK_STATUS[outcome.dead],
            deadLinkPage(locale, 'invitation', outcome.dead),
          );
        if (!outcome.ok) return again(translate(outcome.problem, locale));
        if (!wantsTotp) return registered(reply, locale, false);
        // An authenticator kept from before (a recovered account) stays; it is removed in the profile.
        if (outcome.user.totpSecret) return registered(reply, locale, true);
        const { secret } = await enrolTotp(db, outcome.user.id);
        const ticket = issueTicket(
          ticketKey,
          ticketUid(token),
          outcome.user.id,
          Date.now(),
          TOTP_STEP_TTL_MS,
        );
        return html(
          reply,
          200,
          await totpSetupPage({ locale, token, ticket, secret, login: outcome.user.login }),
        );
      },
    );

    app.post(
      '/auth/invitation/:token/totp',
      {
        config: { rateLimit: RATE_LIMIT },
        bodyLimit: BODY_LIMIT,
        schema: { hide: true, params, body: z.object({ ticket: field, code: field }) },
      },
      async (request, reply) => {
        const locale = localeOf(request);
        const { token } = request.params;
        const ticket = request.body.ticket ?? '';
        const userId = readTicket(ticketKey, ticketUid(token), ticket);
        // The registration is complete either way: a late code step leaves the authenticator for the profile page.
        const user = userId === null ? undefined : await findUserById(db, userId);
        if (!user || user.status !== 'active') return registered(reply, locale, false);
        if (user.totpSecret) return registered(reply, locale, true);
        const pending = user.totpPendingSecret;
        if (!pending) return registered(reply, locale, false);
        try {
          await confirmTotp(db, user.id, request.body.code ?? '');
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          const page = await totpSetupPage({
            locale,
            token,
            ticket,
            secret: pending,
            login: user.login,
            error: linkText('wrong_code', locale),
          });
          return html(reply, 400, page);
        }
        return registered(reply, locale, true);
      },
    );
  };
}
