import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/support/chromium.mjs';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets several runs share a machine.
const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://localhost:${port}`;
// The run's mailbox (global-setup.ts): the portal sends its e-mail there, the tests read it.
process.env.E2E_SMTP_PORT ??= String(port + 1000);
const smtpPort = Number(process.env.E2E_SMTP_PORT);

// A fresh database per run. Workers load this file again, so the first value is kept in the environment;
// the first load also removes the databases of earlier runs.
if (!process.env.AFX_E2E_DATA_DIR) {
  const tmp = path.resolve(e2eDir, '..', '.tmp');
  if (fs.existsSync(tmp)) {
    // Only databases of runs that ended long ago: another run may be using a recent one.
    const cutoff = Date.now() - 3 * 3600_000;
    for (const old of fs.readdirSync(tmp).filter((d) => d.startsWith('e2e-data-'))) {
      // e2e-data-<time> and its mailbox e2e-data-<time>-mail
      if (parseInt(old.slice('e2e-data-'.length), 10) < cutoff) {
        fs.rmSync(path.join(tmp, old), { recursive: true, force: true });
      }
    }
  }
  process.env.AFX_E2E_DATA_DIR = path.join(tmp, `e2e-data-${Date.now()}`);
}
process.env.AFX_E2E_MAIL_DIR ??= `${process.env.AFX_E2E_DATA_DIR}-mail`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // The tests are independent (each makes its own records), but one worker: the server, Chromium and
  // the runner already fill the two cores, and a second worker made each test two to three times
  // slower (fpt.spec.ts: 1.8 min with one, 2.3 min and red with two; the pages' loads timed out).
  fullyParallel: true,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: a test that passes only on retry is still named in the run's summary as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    // Like the portal's users. Without a language cookie the identity falls back to Accept-Language.
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    // Without the dialogs' and drawers' animations (the portal honours the system setting): each
    // animation is frames of software rendering on the run's two cores, shared with the server.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium with the flags this machine needs; the benches launch it the same way.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // scripts/start.mjs builds apps/web when dist is missing, then starts the server.
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.AFX_E2E_DATA_DIR,
      DEMO_DATA: '1',
      MAIL_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'AFX <noreply@afx.example>',
    },
  },
});
