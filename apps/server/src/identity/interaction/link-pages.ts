import type { Locale } from '@afx/domain';
import type { DeadLink } from '../link-password.js';
import { escapeHtml, languageLinks, page } from './layout.js';
import { type LinkTextKey, linkText } from './link-texts.js';
import { messagePage } from './pages.js';
import { text } from './texts.js';

export type LinkKind = 'invitation' | 'reset';

/** The HTTP status of a link that cannot be used: unknown 404, gone (used, expired, revoked) 410. */
export const DEAD_LINK_STATUS: Record<DeadLink, number> = {
  unknown: 404,
  used: 410,
  expired: 410,
  revoked: 410,
};

/** A link that cannot be used: says why, and offers nothing else. */
export function deadLinkPage(locale: Locale, kind: LinkKind, dead: DeadLink): string {
  return messagePage({
    locale,
    title: linkText('link_title', locale),
    message: linkText(`${kind}_${dead}` as LinkTextKey, locale),
    role: 'alert',
  });
}

/** A page of the link pages: the AFX card, and the language switcher when `langHref` is given. */
export function linkPage(opts: {
  locale: Locale;
  title: string;
  body: string;
  langHref?: (locale: Locale) => string;
}): string {
  return page({
    locale: opts.locale,
    title: opts.title,
    subtitle: text('subtitle', opts.locale),
    body: opts.body,
    langs: opts.langHref ? languageLinks(opts.langHref, opts.locale) : undefined,
  });
}

/** The new password and its repeat, with the rule under the first. */
export function newPasswordFields(locale: Locale, login: string): string {
  const t = (k: LinkTextKey) => escapeHtml(linkText(k, locale));
  // The login in a hidden username field lets a password manager save the pair.
  return `<input type="hidden" name="username" autocomplete="username" value="${escapeHtml(login)}">
<div class="field"><label for="password">${t('new_password')}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus>
<div class="hint" style="margin:4px 0 0">${t('password_hint')}</div></div>
<div class="field"><label for="password_repeat">${t('password_repeat')}</label>
<input id="password_repeat" name="password_repeat" type="password" autocomplete="new-password" required></div>`;
}

/** Who the link is for: name, organisation and login. */
export function personDetails(locale: Locale, person: { fullName: string; orgName: string; login: string }) {
  const t = (k: LinkTextKey) => escapeHtml(linkText(k, locale));
  const row = (label: string, value: string, id: string) =>
    `<div style="margin-bottom:8px"><span style="color:rgba(0,0,0,.45)">${label}:</span> <strong id="${id}">${escapeHtml(value)}</strong></div>`;
  return `<div style="margin-bottom:20px">
${row(t('full_name'), person.fullName, 'person-name')}
${row(t('organisation'), person.orgName, 'person-org')}
${row(t('login'), person.login, 'person-login')}
</div>`;
}
