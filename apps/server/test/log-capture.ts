import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** A logger whose lines a test can read (parsed JSON), with the app's own redaction and level. */
export function captureLog(): { log: FastifyBaseLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}
