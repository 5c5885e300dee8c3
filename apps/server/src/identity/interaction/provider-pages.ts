import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { appLogoutPage, isAppLogout } from './app-logout.js';
import { LANGUAGE_COOKIE, pageLocale } from './locale.js';
import { logoutPage, messagePage } from './pages.js';
import { text } from './texts.js';

const localeOf = (ctx: KoaContextWithOIDC) =>
  pageLocale(ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }), ctx.get('accept-language'));

type Sources = {
  logoutSource: (ctx: KoaContextWithOIDC, form: string) => void;
  postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => void;
  renderError: NonNullable<Configuration['renderError']>;
};

/** The pages the provider renders itself (sign-out, signed out, errors), in the portal's look and language. */
export function providerPages(publicUrl: string): Sources {
  const home = (locale: Parameters<typeof text>[1]) => ({
    href: `${publicUrl}/`,
    label: text('to_portal', locale),
  });
  return {
    logoutSource: (ctx, form) => {
      if (isAppLogout(ctx)) {
        appLogoutPage(ctx, ctx.oidc.urlFor('end_session_confirm'), String(ctx.oidc.session?.state?.secret));
        return;
      }
      ctx.type = 'html';
      ctx.body = logoutPage({ locale: localeOf(ctx), form });
    },
    postLogoutSuccessSource: (ctx) => {
      const locale = localeOf(ctx);
      ctx.type = 'html';
      ctx.body = messagePage({
        locale,
        title: text('logout_title', locale),
        message: text('logged_out', locale),
        link: home(locale),
      });
    },
    renderError: (ctx, out) => {
      const locale = localeOf(ctx);
      ctx.type = 'html';
      ctx.body = messagePage({
        locale,
        title: text('error_title', locale),
        message: out.error_description ?? text('error_text', locale),
        role: 'alert',
        link: home(locale),
      });
    },
  };
}
