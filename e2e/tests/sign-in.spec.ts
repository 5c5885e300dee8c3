import { expect, test } from '@playwright/test';
import { openSignInPage, signIn, SIGN_IN_URL, submitCredentials } from '../support/login';

test.describe('sign-in', () => {
  test('a demo analyst signs in and sees their name and organisation', async ({ page }) => {
    await signIn(page, 'alpha.analyst');

    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('user-name')).toHaveText('Olena Koval');
    await expect(page.getByTestId('user-org')).toHaveText('Bank Alpha');
  });

  test('a wrong password is refused on the sign-in page, in Ukrainian without a language cookie', async ({
    page,
  }) => {
    await openSignInPage(page);

    // Not the analyst: the account tests read the analyst's sign-in log while this one runs.
    await submitCredentials(page, 'beta.expert', 'wrong-password');

    await expect(page.getByRole('alert')).toContainText('Невірний логін або пароль');
    await expect(page).toHaveURL(SIGN_IN_URL);
    await expect(page.locator('input[name="login"]')).toBeVisible();
  });

  test('after sign-in the portal returns to the address asked for', async ({ page }) => {
    await signIn(page, 'beta.expert', 'demo', '/?from=bookmark');

    await expect(page).toHaveURL('/?from=bookmark');
    await expect(page.getByTestId('user-name')).toHaveText('Taras Melnyk');
    await expect(page.getByTestId('user-org')).toHaveText('Bank Beta');
  });
});
