import type { LoggerOptions } from 'pino';

/**
 * Personal data never reaches the logs: these request/response and body paths are censored.
 * Bodies are not logged by default; the paths cover objects a handler logs on purpose.
 */
const PII_KEYS = [
  'pan',
  'iban',
  'inn',
  'passport_id',
  'phone',
  'phone_number',
  'phones',
  'fullname',
  'email',
  'password',
  'new_password',
  'current_password',
  'code',
  'secret',
  'client_secret',
  'recipient_pan',
  'sender_pan',
  'recipient_iban',
  'sender_iban',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...PII_KEYS.flatMap((k) => [k, `*.${k}`, `body.${k}`, `body.*.${k}`, `details.${k}`]),
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // URLs can carry identifiers in query strings (GET searches): keep only the path.
      req: (req: { id?: string; method?: string; url?: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url?.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}

const EMAIL_ADDRESS = /[^\s<>"'@,;:()]+@[^\s<>"'@,;:()]+/g;

/** An error text for a log line or a stored error: mail servers quote the addresses they refuse. */
export function withoutAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, '[e-mail]');
}
