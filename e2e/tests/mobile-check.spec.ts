import { expect, test, type Page } from '@playwright/test';
import { openSignInPage, submitCredentials } from '../support/login';

/** Signs in as signIn does, allowing a cold server (the first sign-in of a run) more time. */
async function signIn(page: Page, login: string, path: string): Promise<void> {
  await openSignInPage(page, path);
  await submitCredentials(page, login, 'demo');
  await expect(page.getByTestId('user-name')).toBeVisible({ timeout: 30_000 });
}

// The mobile check of issue 16 (decision 0044): Bank Alpha's analyst checks a Kyivstar number against
// the sandbox operator; the check is queued, and its answer is pushed to the open page.

test.describe.configure({ timeout: 60_000 });

test('a mobile check: queued, then the answer pushed to the page', async ({ page }) => {
  await signIn(page, 'alpha.analyst', '/mobile-check');
  await expect(page.locator('[data-live-events="open"]')).toBeVisible();
  // A number no other run uses, ending in 1: the sandbox says the SIM changed and forwarding is on.
  const phone = `067${String(Date.now()).slice(-6)}1`;
  await page.getByLabel('Номер телефону').first().fill(phone);
  await page.getByLabel('Абонент надав згоду на перевірку').check();
  await page.getByRole('button', { name: 'Перевірити' }).click();
  const answer = page.getByTestId('mcs-answer');
  await expect(answer).toBeVisible();
  // Pushed within a second or two; the page's fallback poll would take 3 s.
  await expect(answer).toHaveAttribute('data-status', 'answered', { timeout: 2_900 });
  await expect(page.getByTestId('mcs-sim')).toHaveText('Заміна SIM: так');
  await expect(page.getByTestId('mcs-cf')).toHaveText('Переадресація: так');
  // The list shows it, with a repeat button.
  const row = page
    .getByRole('row')
    .filter({ hasText: `${phone.slice(-4, -2)} ${phone.slice(-2)}` })
    .first();
  await expect(row).toBeVisible();

  // Filtered by the number, the list keeps the search in the address: a reload shows the same.
  await page.getByLabel('Номер абонента').fill(phone);
  await page.getByRole('button', { name: /Шукати/ }).click();
  await expect(page).toHaveURL(/q\.phone=\d{10,12}/);
  await expect(page.getByTestId('mcs-checks-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Номер абонента')).toHaveValue(/\d{9,12}/);
  await expect(row).toBeVisible();
});

test('a check without consent is refused', async ({ page }) => {
  await signIn(page, 'alpha.analyst', '/mobile-check');
  await page.getByLabel('Номер телефону').first().fill('0501234562');
  await page.getByRole('button', { name: 'Перевірити' }).click();
  await expect(page.getByText('Цей оператор вимагає згоди абонента', { exact: false }).first()).toBeVisible();
});
