import { expect, type Page } from '@playwright/test';

/** The identity's server-rendered sign-in page. */
export const SIGN_IN_URL = /\/auth\/interaction\//;

/** Opens a portal page, which sends a signed-out browser to the sign-in page, and waits for the form. */
export async function openSignInPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForURL(SIGN_IN_URL);
  await expect(page.locator('input[name="login"]')).toBeVisible();
}

export async function submitCredentials(page: Page, login: string, password: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Signs in through the real sign-in page as a demo user and waits for the portal to show who it is. */
export async function signIn(page: Page, login: string, password = 'demo', path = '/'): Promise<void> {
  await openSignInPage(page, path);
  await submitCredentials(page, login, password);
  await expect(page.getByTestId('user-name')).toBeVisible();
}
