import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/login';

// Issue 11 "Filters in the address": a search lives in the address, so F5 shows the same filters
// and rows, and Back returns to the previous search.

async function signInInEnglish(page: Page): Promise<void> {
  await signIn(page, 'alpha.analyst', 'demo', '/incidents');
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL }]);
  await page.goto('/incidents');
  await expect(page.getByTestId('user-name')).toBeVisible();
}

async function searchByPhone(page: Page, phone: string): Promise<void> {
  const answer = page.waitForResponse('**/api/incidents/v1/incident/list');
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Search' }).click();
  await answer;
}

test('a search, F5: the same filters and rows; Back restores the previous search', async ({ page }) => {
  test.setTimeout(90_000);
  await signInInEnglish(page);
  const table = page.getByTestId('incident-table');
  const phone = page.getByLabel('Phone', { exact: true });

  await searchByPhone(page, '0501112201');
  await expect(page).toHaveURL(/[?&]q\.phone_number=0501112201(&|$)/);
  await expect(table.getByText('Мельник Оксана Василівна')).toBeVisible();

  await page.reload();
  await expect(phone).toHaveValue('0501112201');
  await expect(table.getByText('Мельник Оксана Василівна')).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);

  await searchByPhone(page, '0000000');
  await expect(page).toHaveURL(/[?&]q\.phone_number=0000000(&|$)/);
  await expect(table.getByText('Мельник Оксана Василівна')).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]q\.phone_number=0501112201(&|$)/);
  await expect(phone).toHaveValue('0501112201');
  await expect(table.getByText('Мельник Оксана Василівна')).toBeVisible();
});
