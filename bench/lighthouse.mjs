// Lighthouse performance of the signed-in dashboard ('/'), for the desktop and mobile presets.
// Usage: node bench/lighthouse.mjs [url]
//   url: a running portal with the demo data (e.g. http://localhost:8080); without it the script
//   starts one on an empty embedded database (building the web app first if it is missing).
// Sign-in: Chromium is started by chrome-launcher; Playwright connects to it over CDP and signs in
// as alpha.analyst through the real sign-in page. The portal keeps its tokens in sessionStorage,
// which is per tab, and Lighthouse audits in a tab of its own (--port mode), so an init script
// copies the signed-in session into every new tab of the portal's origin before the app runs.
// The full reports are written to bench/results/lighthouse-{desktop,mobile}.json.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { root, startPortal } from './support/portal.mjs';

const LOGIN = 'alpha.analyst';
const PASSWORD = 'demo';
const OWN_PORT = 8192;
const RESULTS_DIR = path.join(root, 'bench/results');
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

/** Signs in through the identity's page and answers the tab's sessionStorage (the OIDC user). */
async function signIn(browser, base) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForURL(/\/auth\/interaction\//);
  await page.locator('input[name="login"]').fill(LOGIN);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('user-name').waitFor({ timeout: 30_000 });
  const entries = await page.evaluate(() => Object.entries(globalThis.sessionStorage));
  await context.addInitScript(
    // Runs in the browser, hence globalThis.
    ({ origin, stored }) => {
      if (globalThis.location.origin !== origin) return;
      for (const [key, value] of stored) {
        if (globalThis.sessionStorage.getItem(key) === null) globalThis.sessionStorage.setItem(key, value);
      }
    },
    { origin: new URL(base).origin, stored: entries },
  );
  await page.close();
}

function metric(lhr, id) {
  return lhr.audits[id]?.displayValue ?? '—';
}

async function audit(port, url, preset) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== '/') {
    throw new Error(`the audit ended at ${lhr.finalDisplayedUrl}, not the dashboard: not signed in?`);
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${preset}.json`), JSON.stringify(lhr, null, 1));
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  console.log(
    `${preset.padEnd(7)} performance ${score}  FCP ${metric(lhr, 'first-contentful-paint')}  LCP ${metric(lhr, 'largest-contentful-paint')}  TBT ${metric(lhr, 'total-blocking-time')}  CLS ${metric(lhr, 'cumulative-layout-shift')}  SI ${metric(lhr, 'speed-index')}`,
  );
  return score;
}

const portal = process.argv[2]
  ? { base: process.argv[2].replace(/\/$/, ''), stop: async () => {} }
  : await startPortal({ port: OWN_PORT });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  await signIn(browser, portal.base);
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION} on ${portal.base}/ (signed in as ${LOGIN})`);
  for (const preset of ['desktop', 'mobile']) {
    await audit(chrome.port, `${portal.base}/`, preset);
  }
  await browser.close();
} finally {
  chrome.kill();
  await portal.stop();
}
