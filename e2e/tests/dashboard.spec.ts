import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/login';
import { wcagViolations } from '../support/a11y';

const counterValue = (page: Page, name: string) =>
  page.getByTestId(`counter-${name}`).locator('.ant-statistic-content');

test.describe('the dashboard', () => {
  test("is the first screen and shows the demo data's counters", async ({ page }) => {
    await signIn(page, 'alpha.viewer');

    await expect(page).toHaveURL('/');
    // Seven people (the API clients are counted apart; two are police officers) in eight organisations.
    await expect(counterValue(page, 'users')).toHaveText('7');
    await expect(counterValue(page, 'organisations')).toHaveText('8');
    await expect(counterValue(page, 'incidents_total')).toHaveText(/^\d+$/);
    // The incident registry is installed, so the trend is drawn (uPlot, loaded on demand).
    await expect(page.getByTestId('incident-trend-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('trend-summary')).toBeVisible();
  });

  test('refreshes its figures on demand', async ({ page }) => {
    await signIn(page, 'alpha.viewer');
    await expect(counterValue(page, 'users')).toHaveText('7');

    const answer = page.waitForResponse('**/api/statistics/v1/dashboard/info');
    await page.getByRole('button', { name: /Оновити|Refresh|Обновить/ }).click();

    expect((await answer).status()).toBe(200);
    await expect(counterValue(page, 'users')).toHaveText('7');
  });

  test('has no serious or critical WCAG 2.1 AA violations', async ({ page }) => {
    await signIn(page, 'alpha.viewer');
    await expect(page.getByTestId('incident-trend-chart').locator('canvas').first()).toBeVisible();

    expect(await wcagViolations(page)).toEqual([]);
  });
});
