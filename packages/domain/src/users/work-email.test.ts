import { describe, expect, it } from 'vitest';
import {
  domainBelongsTo,
  GROUP_MAILBOX_NAMES,
  UA_FREE_MAIL_DOMAINS,
  workEmailProblem,
} from './work-email.js';

/** The server's list stands in: gmail.com is free mail, nothing else. */
const freeMail = (domain: string) => domain === 'gmail.com';
const ORG = ['alpha.example', 'alphabank.ua'];

describe('a user account’s work e-mail (spec 1 §6, issue 15)', () => {
  it.each([
    ['a person at the organisation’s domain', 'olena.petrenko@alpha.example', null],
    ['the second domain', 'ivan@alphabank.ua', null],
    ['a sub-domain of the organisation’s domain', 'ivan@kyiv.alpha.example', null],
    ['upper case and spaces are normalised', '  Ivan.Sydorenko@ALPHA.example ', null],
    ['a domain that only ends like the organisation’s', 'ivan@notalpha.example', 'user_email_foreign_domain'],
    ['another organisation’s domain', 'ivan@beta.example', 'user_email_foreign_domain'],
    ['a parent of the organisation’s domain', 'ivan@example', 'user_email_invalid'],
    ['no @', 'ivan.alpha.example', 'user_email_invalid'],
    ['two @', 'ivan@x@alpha.example', 'user_email_invalid'],
    ['empty', '', 'user_email_invalid'],
    ['longer than 100', `${'a'.repeat(90)}@alpha.example`, 'user_email_invalid'],
    ['a free-mail provider from the list', 'ivan@gmail.com', 'user_email_free_mail'],
    ['a Ukrainian free-mail provider from the supplement', 'ivan@ukr.net', 'user_email_free_mail'],
    ['i.ua from the supplement', 'ivan@i.ua', 'user_email_free_mail'],
    ['meta.ua from the supplement, in capitals', 'Ivan@META.UA', 'user_email_free_mail'],
    ['info@', 'info@alpha.example', 'user_email_group_mailbox'],
    ['office@', 'office@alpha.example', 'user_email_group_mailbox'],
    ['support@', 'Support@alpha.example', 'user_email_group_mailbox'],
    ['admin@', 'admin@alpha.example', 'user_email_group_mailbox'],
    ['noreply@', 'noreply@alpha.example', 'user_email_group_mailbox'],
    ['no-reply@', 'no-reply@alpha.example', 'user_email_group_mailbox'],
    ['fraud@ (a bank’s shared box)', 'fraud@alpha.example', 'user_email_group_mailbox'],
    ['a group box with a +tag', 'support+cards@alpha.example', 'user_email_group_mailbox'],
    ['a person whose name starts like a group box', 'infolina@alpha.example', null],
    ['a group box at a foreign domain is a group box first', 'info@beta.example', 'user_email_group_mailbox'],
    ['free mail before the group rule', 'info@gmail.com', 'user_email_free_mail'],
  ])('%s: %s → %s', (_name, email, expected) => {
    expect(workEmailProblem(email, ORG, freeMail)).toBe(expected);
  });

  it('an organisation without domains accepts no address', () => {
    expect(workEmailProblem('ivan@alpha.example', [], freeMail)).toBe('user_email_foreign_domain');
  });

  it('the supplement is checked even when the given list lacks it', () => {
    for (const domain of UA_FREE_MAIL_DOMAINS) {
      expect(workEmailProblem(`ivan@${domain}`, [domain], () => false)).toBe('user_email_free_mail');
    }
  });

  it('every group mailbox name is refused', () => {
    for (const name of GROUP_MAILBOX_NAMES) {
      expect(workEmailProblem(`${name}@alpha.example`, ORG, freeMail)).toBe('user_email_group_mailbox');
    }
  });

  it.each([
    ['alpha.example', 'alpha.example', true],
    ['kyiv.alpha.example', 'alpha.example', true],
    ['alpha.example', '@Alpha.Example', true],
    ['xalpha.example', 'alpha.example', false],
    ['alpha.example', 'kyiv.alpha.example', false],
    ['alpha.example', '', false],
  ])('%s belongs to %s: %s', (domain, orgDomain, expected) => {
    expect(domainBelongsTo(domain, orgDomain)).toBe(expected);
  });
});
