import { isValidEmail } from '../email.js';

/** The longest e-mail a user account may have. */
export const USER_EMAIL_MAX = 100;

/**
 * Local parts of shared (group) mailboxes: "group e-mails are forbidden for users" (spec 1 §6). A
 * person's account needs a personal work address; a box read by a team is refused. The list holds the
 * role accounts of RFC 2142 and those banks and companies commonly run.
 */
export const GROUP_MAILBOX_NAMES: readonly string[] = [
  'abuse',
  'accounts',
  'admin',
  'administrator',
  'all',
  'billing',
  'bank',
  'compliance',
  'contact',
  'contacts',
  'customerservice',
  'fraud',
  'help',
  'helpdesk',
  'hostmaster',
  'hr',
  'info',
  'it',
  'kanc',
  'kancelyariya',
  'legal',
  'mail',
  'mailer-daemon',
  'marketing',
  'news',
  'noc',
  'no-reply',
  'noreply',
  'do-not-reply',
  'donotreply',
  'office',
  'postmaster',
  'press',
  'reception',
  'root',
  'sales',
  'security',
  'service',
  'support',
  'team',
  'webmaster',
];

const GROUP_MAILBOXES: ReadonlySet<string> = new Set(GROUP_MAILBOX_NAMES);

/**
 * Ukrainian free-mail providers the `email-providers` list lacks or may drop: the server and the web
 * check both this supplement and that list.
 */
export const UA_FREE_MAIL_DOMAINS: readonly string[] = [
  'ukr.net',
  'meta.ua',
  'i.ua',
  'bigmir.net',
  'online.ua',
  'email.ua',
  'e-mail.ua',
  'gala.net',
  'ua.fm',
  'mail.ua',
  'rambler.ua',
  'yandex.ua',
  'tut.by',
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'yandex.ru',
  'ya.ru',
  'rambler.ru',
];

export type WorkEmailProblem =
  'user_email_invalid' | 'user_email_free_mail' | 'user_email_group_mailbox' | 'user_email_foreign_domain';

/** The address as stored and compared: trimmed and lower-cased. */
export function normalizeWorkEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain of an address (lower case), '' when it has none. */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

/** The domain or one of its sub-domains ('kyiv.alpha.example' belongs to 'alpha.example'). */
export function domainBelongsTo(domain: string, orgDomain: string): boolean {
  const d = domain.toLowerCase();
  const o = orgDomain.trim().toLowerCase().replace(/^@/, '');
  return o !== '' && (d === o || d.endsWith(`.${o}`));
}

/** A group mailbox: a listed name, also with a '+tag' ('support+cards@'). */
export function isGroupMailbox(localPart: string): boolean {
  const local = localPart.toLowerCase();
  return GROUP_MAILBOXES.has(local.split('+')[0] ?? local);
}

/**
 * An e-mail for a user account (spec 1 §6, issue 15): a valid address, not a free-mail provider's
 * (`isFreeMail` answers for a domain: the server's full list, the form's lazily loaded one), not a
 * group mailbox, and in one of the organisation's domains or their sub-domains.
 */
export function workEmailProblem(
  email: string,
  orgDomains: readonly string[],
  isFreeMail: (domain: string) => boolean,
): WorkEmailProblem | null {
  const value = normalizeWorkEmail(email);
  if (value.length > USER_EMAIL_MAX || !isValidEmail(value)) return 'user_email_invalid';
  const domain = emailDomainOf(value);
  const local = value.slice(0, value.lastIndexOf('@'));
  if (isFreeMail(domain) || UA_FREE_MAIL_DOMAINS.includes(domain)) return 'user_email_free_mail';
  if (isGroupMailbox(local)) return 'user_email_group_mailbox';
  if (!orgDomains.some((orgDomain) => domainBelongsTo(domain, orgDomain))) return 'user_email_foreign_domain';
  return null;
}
