import { type Issue, type Locale, type MessageKey, type MessageParams, translate } from '@afx/domain';

/**
 * One e-mail to one person, as the outbox keeps it: message keys and their values, rendered in the
 * recipient's language when it is sent (one row per person, so a retry never sends twice to the
 * others).
 */
export type MailPayload = {
  to: string;
  locale: Locale;
  subject: MessageKey;
  body: MessageKey;
  params: MessageParams;
  /** Details listed under the body, one per line. */
  lines: Issue[];
  /** Where in the portal to look (appended to PUBLIC_URL). */
  path: string;
  /** The notification it tells of: a coalesced notice brings a waiting e-mail up to date. */
  notification_id?: number;
};

export type RenderedMail = { to: string; subject: string; text: string };

/** The plain-text message: what happened, the details, a link to the portal, and who sent it. */
export function renderMail(mail: MailPayload, publicUrl: string): RenderedMail {
  const t = (key: MessageKey, params?: MessageParams): string => translate(key, mail.locale, params);
  const parts = [
    t(mail.body, mail.params),
    mail.lines.map((line) => `  - ${t(line.key, line.params)}`).join('\n'),
    t('mail_open_portal', { url: `${publicUrl}${mail.path}` }),
    `-- \n${t('mail_automatic_footer')}`,
  ];
  return {
    to: mail.to,
    subject: t(mail.subject, mail.params),
    text: `${parts.filter((part) => part !== '').join('\n\n')}\n`,
  };
}

/** The values a message may substitute: texts and numbers, nothing nested. */
export function messageParams(params: Record<string, unknown>): MessageParams {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}
