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
  /**
   * What the link does, as its button says it (e.g. `mail_link_set_password`); without it the
   * link opens the portal.
   */
  link_label?: MessageKey;
  /** The notification it tells of: a coalesced notice brings a waiting e-mail up to date. */
  notification_id?: number;
};

/** The message as sent: a plain-text part and the same content as simple HTML. */
export type RenderedMail = { to: string; subject: string; text: string; html: string };

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paragraphs of a message text (blank lines part them; a single line break stays one). */
const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * One template for every e-mail: what happened, the details, a link to the portal, and who sent it;
 * as plain text and as HTML (the link a button, with the address written out for mail readers that
 * show no buttons). Every value is escaped in the HTML part.
 */
export function renderMail(mail: MailPayload, publicUrl: string): RenderedMail {
  const t = (key: MessageKey, params?: MessageParams): string => translate(key, mail.locale, params);
  const url = `${publicUrl}${mail.path}`;
  const body = t(mail.body, mail.params);
  const lines = mail.lines.map((line) => t(line.key, line.params));
  const footer = t('mail_automatic_footer');
  const textLink = mail.link_label ? `${t(mail.link_label)}:\n${url}` : t('mail_open_portal', { url });
  const parts = [body, lines.map((line) => `  - ${line}`).join('\n'), textLink, `-- \n${footer}`];
  const subject = t(mail.subject, mail.params);

  const list = lines.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${mail.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f0f2f5;color:#262626;font:14px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:4px">
<tr><td style="padding:20px 32px;border-bottom:1px solid #f0f0f0;font-size:18px;font-weight:600"><span style="display:inline-block;padding:2px 6px;margin-right:8px;border-radius:4px;background:#1890ff;color:#ffffff;font-size:13px">AFX</span>AFX</td></tr>
<tr><td style="padding:24px 32px">
${paragraphs(body)}
${list}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;border-radius:2px;background:#1890ff;color:#ffffff;text-decoration:none;font-weight:500">${escapeHtml(t(mail.link_label ?? 'mail_link_open_portal'))}</a></p>
<p style="margin:0 0 16px;color:#8c8c8c;font-size:12px">${escapeHtml(t('mail_link_fallback'))}<br><a href="${escapeHtml(url)}" style="color:#1890ff;word-break:break-all">${escapeHtml(url)}</a></p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #f0f0f0;color:#8c8c8c;font-size:12px">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return {
    to: mail.to,
    subject,
    text: `${parts.filter((part) => part !== '').join('\n\n')}\n`,
    html,
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
