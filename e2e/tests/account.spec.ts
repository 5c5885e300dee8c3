import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/login';
import { wcagViolations } from '../support/a11y';

const ACCOUNT_PAGES = [
  { path: '/account/profile', ready: (page: Page) => page.getByTestId('profile-view') },
  { path: '/account/password', ready: (page: Page) => page.locator('input[type="password"]').first() },
  { path: '/account/totp', ready: (page: Page) => page.getByTestId('totp-status') },
  { path: '/account/sessions', ready: (page: Page) => page.getByTestId('current-session') },
  { path: '/account/log', ready: (page: Page) => page.locator('.ant-table-row').first() },
];

test.describe('the account pages', () => {
  test('the sign-in log lists this sign-in as a success', async ({ page }) => {
    await signIn(page, 'alpha.analyst', 'demo', '/account/log');

    const firstRow = page.locator('.ant-table-row').first();
    await expect(firstRow).toContainText('Успішний вхід');
    await expect(firstRow).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
  });

  for (const { path, ready } of ACCOUNT_PAGES) {
    test(`${path} has no serious or critical WCAG 2.1 AA violations`, async ({ page }) => {
      await signIn(page, 'alpha.analyst', 'demo', path);
      await expect(ready(page)).toBeVisible();

      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});
