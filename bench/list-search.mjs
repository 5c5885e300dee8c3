// A list search in the browser (issue 11 "Instant"): from the click on Search in /incidents to its
// rows on screen with no loading indicator over them, as alpha.analyst in Debian's Chromium on the
// demo data. Each timed search is a part of a demo name never searched before (so the answer comes
// from the server, not from the page's cache), after a search with no filter that fills the table
// with other rows. Times are taken inside the page (performance.now); the answer's arrival comes
// from Resource Timing, so the figure splits into the server's answer and the screen's part after.
// A screen counts as shown once it stays so for 1.7 s (each search takes that long to time).
// Usage: node bench/list-search.mjs [runs=20]
//   embedded database (default), or PostgreSQL with an empty database:
//   BENCH_LIST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/afx_bench_list node bench/list-search.mjs
/* global document, MutationObserver -- clickAndWaitForRows runs in the page */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { startPortal } from './support/portal.mjs';

const RUNS = Number(process.argv[2] ?? 20);
const PORT = 8197;
const NAME = 'Мельник Оксана Василівна';

/** Parts of the name's words, four letters or more: each a new search that finds the name. */
function partsOf(name) {
  const parts = new Set();
  for (const word of name.split(' ')) {
    for (let length = 4; length <= word.length; length++) {
      for (let start = 0; start + length <= word.length; start++)
        parts.add(word.slice(start, start + length));
    }
  }
  return [...parts];
}

/**
 * Clicks Search and resolves, in the page, once the table shows the rows asked for: every row
 * holding `part` (or, for no filter, a page with rows that do not), with no spinner over them.
 */
function clickAndWaitForRows({ part }) {
  const table = document.querySelector('[data-testid="incident-table"]');
  const shown = () => {
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
      row.textContent.toLowerCase(),
    );
    const asked = part
      ? rows.length > 0 && rows.every((text) => text.includes(part.toLowerCase()))
      : rows.some((text) => !text.includes('мельник'));
    const busy = table.closest('[aria-busy="true"]') ?? table.querySelector('[aria-busy="true"]');
    return asked && !busy;
  };
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Search');
  // A full Resource Timing buffer records nothing more: each search starts with an empty one.
  performance.clearResourceTimings();
  // The screen must stay so for SETTLE_MS: a spinner that comes back after a one-frame gap (the
  // old 1.5 s hold did that) counts until it goes for good.
  const SETTLE_MS = 1700;
  return new Promise((resolve) => {
    const start = performance.now();
    let shownAt = null;
    const observer = new MutationObserver(() => {
      const now = shown();
      if (now && shownAt === null) shownAt = performance.now();
      if (!now) shownAt = null;
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const poll = setInterval(() => {
      if (shownAt === null || performance.now() - shownAt < SETTLE_MS) return;
      clearInterval(poll);
      observer.disconnect();
      const answer = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/incident/list'))
        .at(-1);
      resolve({ total: shownAt - start, afterAnswer: answer ? shownAt - answer.responseEnd : NaN });
    }, 50);
    button.click();
  });
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const p95 = (values) => sorted(values)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
const ms = (value) => `${Math.round(value)} ms`;

let portal;
let browser;
try {
  portal = await startPortal({ port: PORT, databaseUrl: process.env.BENCH_LIST_DATABASE_URL ?? '' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.goto(`${portal.base}/incidents`);
  await page.waitForURL(/\/auth\/interaction\//);
  await page.locator('input[name="login"]').fill('alpha.analyst');
  await page.locator('input[name="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('user-name').waitFor({ timeout: 60_000 });
  // In English; the sign-in page sets its own language cookie, so this comes after it.
  await context.addCookies([{ name: 'language', value: 'en', url: portal.base }]);
  await page.goto(`${portal.base}/incidents`);
  const fullname = page.getByRole('textbox', { name: 'Full name' });
  await fullname.waitFor();
  await page.locator('[data-testid="incident-table"] tbody tr.ant-table-row').first().waitFor();

  const parts = partsOf(NAME);
  const runs = Math.min(RUNS, parts.length - 1);
  const totals = [];
  const afterAnswers = [];
  for (let i = 0; i <= runs; i++) {
    await fullname.fill('');
    await page.evaluate(clickAndWaitForRows, { part: '' });
    await fullname.fill(parts[i]);
    await page.waitForTimeout(100);
    const { total, afterAnswer } = await page.evaluate(clickAndWaitForRows, { part: parts[i] });
    // The first search warms the page's code and the server's statements.
    if (i === 0) continue;
    totals.push(total);
    afterAnswers.push(afterAnswer);
  }
  console.log(`incident list search in Chromium, ${totals.length} searches by a new part of a name`);
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
