import { expect, test } from '@playwright/test';
import { signIn } from '../support/login';

// Issue 16: a bank's invoices of last month (the demo builds them), opened as a PDF in a new tab.

test('the membership fee invoice opens as a PDF', async ({ page }) => {
  await signIn(page, 'alpha.analyst', 'demo', '/ecs/ema-invoice');
  const table = page.getByTestId('invoices-table');
  const row = table.locator('tr', { hasText: /EMA-\d{4}-\d{2}-\d{4}/ }).first();
  await expect(row).toBeVisible();

  const pdfAnswer = page.waitForResponse((r) => /\/api\/ecs\/v1\/invoice\/\d+\/pdf$/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'PDF' }).click();
  const answer = await pdfAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  // A real document, not an error page (the browser keeps the bytes for the tab it opens).
  expect(Number(answer.headers()['content-length'])).toBeGreaterThan(1000);
  expect((await popup).url()).toMatch(/^blob:/);

  // The detail drawer lists the fee's line and its total.
  await row.getByText(/EMA-/).click();
  await expect(page.getByTestId('invoice-lines')).toContainText(/5\s000,00/);
});

test('the invoice list reads its filter from the address, and Reset clears it', async ({ page }) => {
  await signIn(page, 'alpha.analyst', 'demo', '/ecs/ema-invoice');
  const table = page.getByTestId('invoices-table');
  await expect(table.locator('tr', { hasText: /EMA-/ }).first()).toBeVisible();
  // The demo cancels no invoice: a shared link to the cancelled ones shows an empty list.
  await page.goto('/ecs/ema-invoice?q.status=cancelled&page=1');
  await expect(table).toContainText('Рахунків немає');
  await page.getByRole('button', { name: 'Скинути' }).click();
  await expect(page).not.toHaveURL(/q\.status/);
  await expect(table.locator('tr', { hasText: /EMA-/ }).first()).toBeVisible();
});
