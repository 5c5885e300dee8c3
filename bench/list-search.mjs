// A list search in the browser (issue 11 "Instant"): from the click on Search in /incidents to its
// rows on screen, as alpha.analyst in Debian's Chromium on the demo data. Searches alternate between
// one phone (one row) and no filter (a full page), so every search changes the rows. The times are
// taken inside the page (performance.now), with the list answer's arrival from Resource Timing, so
// the figure splits into the server's answer and the screen's part after it.
// Usage: node bench/list-search.mjs [runs=20]
//   embedded database (default), or PostgreSQL with DATABASE_URL of an empty database:
//   BENCH_LIST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/afx_bench_list node bench/list-search.mjs
/* global document, MutationObserver -- clickAndWaitForRows runs in the page */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { startPortal } from './support/portal.mjs';

const RUNS = Number(process.argv[2] ?? 20);
const PORT = 8197;
const PHONE = '0501112201';
const NAME = 'Мельник Оксана Василівна';

/** Clicks Search and resolves, in the page, once the table shows the rows asked for. */
function clickAndWaitForRows({ expectOne, name }) {
  const rows = () => [...document.querySelectorAll('[data-testid="incident-table"] tbody tr.ant-table-row')];
  const shown = () => {
    const list = rows();
    return expectOne ? list.length === 1 && list[0].textContent.includes(name) : list.length > 1;
  };
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Search');
  const before = performance.getEntriesByType('resource').length;
  return new Promise((resolve) => {
    const start = performance.now();
    const done = () => {
      const answer = performance
        .getEntriesByType('resource')
        .slice(before)
        .filter((entry) => entry.name.includes('/incident/list'))
        .at(-1);
      resolve({
        total: performance.now() - start,
        afterAnswer: answer ? performance.now() - answer.responseEnd : NaN,
      });
    };
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    button.click();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

let portal;
let browser;
try {
  portal = await startPortal({ port: PORT, databaseUrl: process.env.BENCH_LIST_DATABASE_URL ?? '' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  await context.addCookies([{ name: 'language', value: 'en', url: portal.base }]);
  const page = await context.newPage();
  await page.goto(`${portal.base}/incidents`);
  await page.waitForURL(/\/auth\/interaction\//);
  await page.locator('input[name="login"]').fill('alpha.analyst');
  await page.locator('input[name="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('user-name').waitFor({ timeout: 60_000 });
  await page.goto(`${portal.base}/incidents`);
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.waitFor();
  await page.locator('[data-testid="incident-table"] tbody tr.ant-table-row').first().waitFor();

  const totals = [];
  const afterAnswers = [];
  for (let i = 0; i < RUNS * 2; i++) {
    const expectOne = i % 2 === 0;
    await phone.fill(expectOne ? PHONE : '');
    const { total, afterAnswer } = await page.evaluate(clickAndWaitForRows, { expectOne, name: NAME });
    // The first pair warms the page's code and the server's statements.
    if (i < 2) continue;
    totals.push(total);
    afterAnswers.push(afterAnswer);
  }
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(`incident list search in Chromium, ${totals.length} searches, ${portal.base}`);
  console.log(
    `click → rows shown:  median ${ms(median(totals))}, p95 ${ms(p95(totals))}, max ${ms(Math.max(...totals))}`,
  );
  console.log(
    `answer → rows shown: median ${ms(median(afterAnswers))}, p95 ${ms(p95(afterAnswers))}, max ${ms(Math.max(...afterAnswers))}`,
  );
} finally {
  await browser?.close();
  await portal?.stop();
}
