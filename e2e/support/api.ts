import { expect, type Page } from '@playwright/test';

/**
 * Calls the portal's API as the user signed in on the page (the bearer token the app keeps in
 * sessionStorage), so that a test can set up the records it needs without clicking through forms.
 */
export async function callApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  const authorization = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
    return `Bearer ${user.access_token ?? ''}`;
  });
  const response = await page.request.post(path, { headers: { authorization }, data: body });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Reads a GET route of the portal's API as the user signed in on the page. */
export async function readApi<T>(page: Page, path: string): Promise<T> {
  const authorization = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
    return `Bearer ${user.access_token ?? ''}`;
  });
  const response = await page.request.get(path, { headers: { authorization } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}
