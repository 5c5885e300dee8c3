import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { everyRouteHereIsPublic } from '../../platform/auth/public-routes.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/pool.js';
import type { AnnounceRevocation } from '../ended-grants.js';
import { BODY_LIMIT, html, localeOf } from './forms.js';
import { invitationRoutes } from './invitation.js';
import { linkText } from './link-texts.js';
import { messagePage } from './pages.js';
import { FORGOT_PATH, forgotPage, passwordResetRoutes } from './password-reset.js';

export type UserLinkDeps = { db: Db; config: Config; ticketKey: string; announce: AnnounceRevocation };

/**
 * The identity pages of the one-time links sent by e-mail (the invitation, the password reset) and
 * the "forgot password" form: plain forms like the sign-in pages, public, no script.
 */
export function userLinkRoutes(deps: UserLinkDeps): FastifyPluginAsyncZod {
  const signInUrl = `${deps.config.publicUrl}/`;
  return async (app) => {
    // Forms only: any other body is refused (415), not parsed as JSON.
    app.removeAllContentTypeParsers();
    await app.register(formbody, { bodyLimit: BODY_LIMIT });
    everyRouteHereIsPublic(app);

    app.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
      const locale = localeOf(request);
      const status = err.statusCode ?? 500;
      if (status === 429) {
        const error = linkText('rate_limited', locale);
        if (request.routeOptions.url === FORGOT_PATH) {
          const login = (request.body as { login?: unknown } | undefined)?.login;
          const typed = typeof login === 'string' ? login : '';
          return html(reply, 429, forgotPage({ locale, login: typed, error, signInUrl }));
        }
        return html(
          reply,
          429,
          messagePage({
            locale,
            title: linkText('error_title', locale),
            message: error,
            role: 'alert',
          }),
        );
      }
      if (status >= 500) request.log.error({ err }, 'identity link page failed');
      else request.log.info({ err }, 'identity link request refused');
      return html(
        reply,
        status >= 400 && status < 500 ? status : 500,
        messagePage({
          locale,
          title: linkText('error_title', locale),
          message: linkText('error_text', locale),
          role: 'alert',
        }),
      );
    });

    await app.register(invitationRoutes(deps));
    await app.register(passwordResetRoutes(deps));
  };
}
