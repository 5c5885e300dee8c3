import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/log-capture.js';
import { conflict, registerErrorHandling } from './errors.js';

/** An app with the portal's error handling only: one expected refusal, one real failure. */
async function appWithLog() {
  const { log, lines } = captureLog();
  const app = Fastify({ loggerInstance: log });
  registerErrorHandling(app);
  app.post('/bin/add', () => {
    throw conflict('bin_unique', { bin: 'bin_unique' });
  });
  app.post('/bin/list', () => {
    throw new Error('connection terminated');
  });
  await app.ready();
  return { app, lines };
}

describe('the server log of refused and failed requests', () => {
  it('logs an expected refusal (409 duplicate BIN) at info, with its reason and no stack', async () => {
    const { app, lines } = await appWithLog();
    const answer = await app.inject({ method: 'POST', url: '/bin/add' });
    await app.close();

    expect(answer.statusCode).toBe(409);
    const refused = lines.filter((line) => line.msg === 'request refused');
    expect(refused).toEqual([
      expect.objectContaining({ level: 30, status: 409, code: 'conflict', key: 'bin_unique' }),
    ]);
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('logs a failure (500) as an error with its stack', async () => {
    const { app, lines } = await appWithLog();
    const answer = await app.inject({ method: 'POST', url: '/bin/list' });
    await app.close();

    expect(answer.statusCode).toBe(500);
    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed).toEqual([expect.objectContaining({ level: 50 })]);
    expect(JSON.stringify(failed[0])).toContain('connection terminated');
    expect(JSON.stringify(failed[0])).toContain('stack');
  });
});
