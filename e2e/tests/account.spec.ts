import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { openSignInPage, signIn, SIGN_IN_URL, submitCredentials } from '../support/login';
import { wcagViolations } from '../support/a11y';

/** The authenticator the identity expects: SHA-1, 6 digits, 30 s (apps/server/src/identity/totp.ts). */
function codeFor(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: /Вийти|Log out|Выйти/ }).click();
  await page.waitForURL((url) => url.pathname !== '/account/totp');
  // oidc-provider may ask to confirm the logout.
  const confirmLogout = page.locator('button[name="logout"]');
  if (await confirmLogout.isVisible()) {
    await confirmLogout.click();
  }
  await expect(page).toHaveURL(SIGN_IN_URL);
}

const ACCOUNT_PAGES = [
  { path: '/account/profile', ready: (page: Page) => page.getByTestId('profile-view') },
  { path: '/account/password', ready: (page: Page) => page.locator('input[type="password"]').first() },
  { path: '/account/totp', ready: (page: Page) => page.getByTestId('totp-status') },
  { path: '/account/sessions', ready: (page: Page) => page.getByTestId('current-session') },
  { path: '/account/log', ready: (page: Page) => page.locator('.ant-table-row').first() },
];

test.describe('the account pages', () => {
  test('an authenticator set up on its page is asked for at the next sign-in', async ({ page }) => {
    // A user whose sign-in no other test of this file shares; the authenticator is removed at the end.
    await signIn(page, 'alpha.manager', 'demo', '/account/totp');
    await expect(page.getByTestId('totp-status')).toHaveText('не налаштовано');

    await page.getByRole('button', { name: 'Налаштувати автентифікатор' }).click();
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    const secret = ((await page.getByTestId('totp-secret').locator('code').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Код із застосунку').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByTestId('totp-status')).toHaveText('увімкнено');

    await signOut(page);
    await openSignInPage(page, '/account/totp');
    await submitCredentials(page, 'alpha.manager', 'demo');
    const codeInput = page.locator('input[name="code"]');
    await expect(codeInput).toBeVisible();
    // A code is accepted once: take the next time step's, which the server allows for clock drift.
    await codeInput.fill(codeFor(secret, Date.now() + 30_000));
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page).toHaveURL('/account/totp');

    // Off again by password, so a later run or test signs in without a code.
    await expect(page.getByTestId('totp-status')).toHaveText('увімкнено');
    await page.getByRole('radio', { name: 'паролем' }).check();
    await page.getByLabel('Пароль').fill('demo');
    await page.getByRole('button', { name: 'Вимкнути' }).click();
    await expect(page.getByTestId('totp-status')).toHaveText('не налаштовано');
  });

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
