import type { MessageKey } from './messages/index.js';
import type { RuleOutcome } from './rule.js';
import { checkMaxLength } from './text.js';

/** E-mail length limits by place (spec 1 §5 incident form; spec 2 §5.1 wizard; spec 2 §5.3 and spec 3 §5 settings). */
export const EMAIL_MAX_LENGTH = { incident: 60, fpt: 100, notification: 100 } as const;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** name@domain.tld: dot-separated atoms, then host labels and a letter top-level domain. */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.length > 254) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(topLevel)
  );
}

/** One e-mail: at most `maxLength` characters, then its shape. */
export function checkEmail(value: string, maxLength: number = EMAIL_MAX_LENGTH.fpt): RuleOutcome {
  return checkMaxLength(value, maxLength) ?? (isValidEmail(value) ? null : 'email_invalid');
}

/** 'a@b.ua, c@d.ua' → ['a@b.ua', 'c@d.ua']; spaces around the commas are ignored. */
export function parseEmailList(value: string): string[] {
  return value.split(',').map((part) => part.trim());
}

/** "required, comma-separated valid e-mails, 'format: e-mail[,e-mail]'" (spec 1 §5). */
export function checkEmailList(value: string): MessageKey | null {
  if (value.trim() === '') return 'required_field';
  return parseEmailList(value).every(isValidEmail) ? null : 'email_list_format';
}
