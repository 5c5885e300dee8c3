import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/login';
import { wcagViolations } from '../support/a11y';

const counterValue = (page: Page, name: string) =>
  page.getByTestId(`counter-${name}`).locator('.ant-statistic-content');

/** A counter's number; other tests add people and organisations (invitations, the operator's). */
const counterNumber = async (page: Page, name: string): Promise<number> =>
  Number((await counterValue(page, name).textContent())?.replace(/\D/g, '') || NaN);

test.describe('the dashboard', () => {
  test("is the first screen and shows the demo data's counters", async ({ page }) => {
    await signIn(page, 'alpha.viewer');

    await expect(page).toHaveURL('/');
    // The demo's seven people (the API clients are counted apart; two are police officers) in eight
    // organisations, and those other tests may have added since.
    await expect(counterValue(page, 'users')).toHaveText(/^\d+$/);
    expect(await counterNumber(page, 'users')).toBeGreaterThanOrEqual(7);
    expect(await counterNumber(page, 'organisations')).toBeGreaterThanOrEqual(8);
    await expect(counterValue(page, 'incidents_total')).toHaveText(/^\d+$/);
    // The incident registry is installed, so the trend is drawn (uPlot, loaded on demand).
    await expect(page.getByTestId('incident-trend-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('trend-summary')).toBeVisible();
  });

  test('refreshes its figures on demand', async ({ page }) => {
    await signIn(page, 'alpha.viewer');
    await expect(counterValue(page, 'users')).toHaveText(/^\d+$/);
    const before = await counterNumber(page, 'users');

    const answer = page.waitForResponse('**/api/statistics/v1/dashboard/info');
    await page.getByRole('button', { name: /Оновити|Refresh|Обновить/ }).click();

    expect((await answer).status()).toBe(200);
    await expect(counterValue(page, 'users')).toHaveText(/^\d+$/);
    expect(await counterNumber(page, 'users')).toBeGreaterThanOrEqual(before);
  });

  test('has no serious or critical WCAG 2.1 AA violations', async ({ page }) => {
    await signIn(page, 'alpha.viewer');
    await expect(page.getByTestId('incident-trend-chart').locator('canvas').first()).toBeVisible();

    expect(await wcagViolations(page)).toEqual([]);
  });
});
