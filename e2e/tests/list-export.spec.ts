import { expect, test, type Page } from '@playwright/test';
import { read, utils } from '@e965/xlsx';
import fs from 'node:fs';
import { callApi } from '../support/api';
import { signIn } from '../support/login';

// List export (issue 11, decision 0017): the incident list filtered to the caller's organisation
// is exported to xlsx from the list frame's Export menu; the file is opened and checked row by
// row against every page of the list on the screen's server.

async function signInInEnglish(page: Page, to: string): Promise<void> {
  await signIn(page, 'alpha.analyst', 'demo', to);
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL }]);
  await page.goto(to);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

type Row = {
  id: number;
  creator_org_name: string;
  fullname: string | null;
  inn: string | null;
  pan_masked: string | null;
};

test('export of a filtered incident list opened and checked row by row', async ({ page }) => {
  test.setTimeout(90_000);
  await signInInEnglish(page, '/incidents');

  // The filter: own organisation only (Bank Alpha), applied by Search.
  let listBody: Record<string, unknown> = {};
  page.on('request', (request) => {
    if (request.url().endsWith('/api/incidents/v1/incident/list')) listBody = request.postDataJSON();
  });
  const listed = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/incidents/v1/incident/list') &&
      (res.request().postDataJSON() as { filter?: { self_only?: boolean } }).filter?.self_only === true,
  );
  await page.getByRole('checkbox', { name: 'Own organisation only' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await listed;

  // Every row of that list, as the screen's server answers it (pages of 100).
  const expected: Row[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const { list, total_count } = await callApi<{ list: Row[]; total_count: number }>(
      page,
      '/api/incidents/v1/incident/list',
      { ...listBody, page_number: pageNumber, page_size: 100, lookup: true },
    );
    expected.push(...list);
    if (list.length < 100 || expected.length >= total_count) break;
  }
  expect(expected.length).toBeGreaterThan(1);

  // Export → Excel: the request carries the applied filter, and the browser saves the file.
  const exportRequest = page.waitForRequest('**/api/incidents/v1/incident/export');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByText('Excel (xlsx)').click();
  expect((await exportRequest).postDataJSON()).toMatchObject({
    filter: { self_only: true },
    format: 'xlsx',
  });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^incidents-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/The file incidents-.*\.xlsx is downloaded/)).toBeVisible();

  const book = read(fs.readFileSync(await file.path()), { type: 'buffer' });
  const rows = utils.sheet_to_json<(string | number | null)[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    defval: null,
  });
  expect(rows[0]).toEqual([
    'ID',
    'Event date',
    'Organisation',
    'Category',
    'Section',
    'Full name',
    'Tax id',
    'Phones',
    'Card',
    'Passport',
    'EDRPOU',
    'Organisation name',
  ]);
  expect(rows).toHaveLength(expected.length + 1);
  expected.forEach((row, index) => {
    const cells = rows[index + 1]!;
    expect(cells[0], `row ${index + 1}`).toBe(row.id);
    expect(cells[2], `row ${index + 1}`).toBe('Bank Alpha');
    expect(cells[5] ?? null, `row ${index + 1}`).toBe(row.fullname);
    expect(cells[6] === null ? null : String(cells[6]), `row ${index + 1}`).toBe(row.inn);
    // The masked card, as the list shows it (decision 0026).
    expect(cells[8] ?? null, `row ${index + 1}`).toBe(row.pan_masked);
  });
});
