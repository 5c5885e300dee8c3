import { expect, test } from '@playwright/test';
import { signIn, SIGN_IN_URL } from '../support/login';
import { wcagViolations } from '../support/a11y';

test.describe('first screen', () => {
  test('shows the profile and keeps the session across a reload', async ({ page }) => {
    await signIn(page, 'alpha.analyst');

    await expect(page.getByTestId('user-org')).toHaveText('Bank Alpha');
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText('Olena Koval');
  });

  test('has no WCAG 2.1 AA violations', async ({ page }) => {
    await signIn(page, 'alpha.analyst');

    expect(await wcagViolations(page, { all: true })).toEqual([]);
  });

  test('logout ends the session: the portal asks for sign-in again', async ({ page }) => {
    await signIn(page, 'alpha.analyst');

    // Logout is the last entry of the user menu in the top bar.
    await page.getByTestId('user-name').click();
    await page.getByRole('menuitem', { name: /Вийти|Log out|Выйти/ }).click();
    // The app's own logout is not asked about again (decision 0027): no confirmation page to click.
    await expect(page).toHaveURL(SIGN_IN_URL);
    await page.goto('/');
    await expect(page).toHaveURL(SIGN_IN_URL);
  });
});
