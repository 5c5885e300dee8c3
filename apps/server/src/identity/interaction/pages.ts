import type { Locale } from '@afx/domain';
import { alert, escapeHtml, languageLinks, page } from './layout.js';
import { linkText } from './link-texts.js';
import { text } from './texts.js';

const interactionPath = (uid: string): string => `/auth/interaction/${encodeURIComponent(uid)}`;

export function signInPage(opts: { locale: Locale; uid: string; login?: string; error?: string }): string {
  const { locale, uid } = opts;
  const t = (k: Parameters<typeof text>[0]) => escapeHtml(text(k, locale));
  const body = `<h2>${t('title')}</h2>
${alert(opts.error)}
<form method="post" action="${interactionPath(uid)}/login" novalidate>
<div class="field"><label for="login">${t('login')}</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required${opts.login ? '' : ' autofocus'} value="${escapeHtml(opts.login ?? '')}"></div>
<div class="field"><label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${opts.login ? ' autofocus' : ''}></div>
<button type="submit">${t('submit')}</button>
</form>
<p class="langs"><a class="plain" id="forgot-password" href="/auth/password/forgot">${escapeHtml(linkText('forgot_link', locale))}</a></p>`;
  return page({
    locale,
    title: text('title', locale),
    subtitle: text('subtitle', locale),
    body,
    langs: languageLinks((l) => `${interactionPath(uid)}?lang=${l}`, locale),
  });
}

export function codePage(opts: { locale: Locale; uid: string; ticket: string; error?: string }): string {
  const { locale, uid } = opts;
  const t = (k: Parameters<typeof text>[0]) => escapeHtml(text(k, locale));
  const body = `<h2>${t('code_title')}</h2>
${alert(opts.error)}
<p class="hint">${t('code_hint')}</p>
<form method="post" action="${interactionPath(uid)}/totp" novalidate>
<input type="hidden" name="ticket" value="${escapeHtml(opts.ticket)}">
<div class="field"><label for="code">${t('code')}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus></div>
<button type="submit">${t('confirm')}</button>
</form>
<p class="langs"><a class="plain" href="${interactionPath(uid)}">${t('back')}</a></p>`;
  return page({ locale, title: text('code_title', locale), subtitle: text('subtitle', locale), body });
}

/** A page with a message and a link (expired sign-in, provider errors, signed out). */
export function messagePage(opts: {
  locale: Locale;
  title: string;
  message: string;
  role?: 'alert' | 'status';
  link?: { href: string; label: string };
}): string {
  const link = opts.link
    ? `<a class="button" href="${escapeHtml(opts.link.href)}">${escapeHtml(opts.link.label)}</a>`
    : '';
  const body = `<h2>${escapeHtml(opts.title)}</h2>
<p role="${opts.role ?? 'status'}">${escapeHtml(opts.message)}</p>
${link}`;
  return page({ locale: opts.locale, title: opts.title, subtitle: text('subtitle', opts.locale), body });
}

/** RP-initiated logout confirmation; `form` is the provider's hidden form (id op.logoutForm) with its xsrf. */
export function logoutPage(opts: { locale: Locale; form: string }): string {
  const t = (k: Parameters<typeof text>[0]) => escapeHtml(text(k, opts.locale));
  const body = `<h2>${t('logout_question')}</h2>
${opts.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t('logout_yes')}</button>
<button type="submit" form="op.logoutForm" class="secondary">${t('logout_no')}</button>`;
  return page({
    locale: opts.locale,
    title: text('logout_title', opts.locale),
    subtitle: text('subtitle', opts.locale),
    body,
  });
}
