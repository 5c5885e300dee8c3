import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.js';

function capture(): { logger: pino.Logger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      chunks.push(String(chunk));
      cb();
    },
  });
  const logger = pino(loggerOptions('info'), stream);
  return { logger, lines: () => chunks.map((c) => JSON.parse(c) as Record<string, unknown>) };
}

describe('logging', () => {
  it('censors personal data wherever a handler logs it', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        pan: '4149499912345678',
        details: { inn: '1234567890', passport_id: 'АВ123456', fullname: 'Іван Петренко' },
        body: { phones: [{ number: '380501234567' }], email: 'a@b.ua' },
      },
      'incident saved',
    );
    const text = JSON.stringify(lines()[0]);
    for (const secret of [
      '4149499912345678',
      '1234567890',
      'АВ123456',
      'Іван Петренко',
      '380501234567',
      'a@b.ua',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('keeps only the path of a request URL, so query strings with identifiers never reach the log', () => {
    const { logger, lines } = capture();
    logger.info(
      { req: { id: '1', method: 'GET', url: '/api/x?phone=380501234567', ip: '127.0.0.1' } },
      'req',
    );
    expect(lines()[0]?.req).toEqual({ id: '1', method: 'GET', url: '/api/x', ip: '127.0.0.1' });
  });

  it('hides the bearer token and cookies', () => {
    const { logger, lines } = capture();
    logger.info({ req: { headers: { authorization: 'Bearer abc', cookie: 'x=1' } } }, 'h');
    expect(JSON.stringify(lines()[0])).not.toContain('Bearer abc');
  });
});
