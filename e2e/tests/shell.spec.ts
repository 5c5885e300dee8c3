import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/login';
import { mainMenu, topLevelEntries } from '../support/menu';
import { wcagViolations } from '../support/a11y';

/** Opens a page through the menu, so the app is not reloaded (the tags view lives in the page). */
async function openFromMenu(page: Page, group: string | null, path: string): Promise<void> {
  const menu = mainMenu(page);
  const entry = menu.getByTestId(`menu-${path}`);
  if (group && !(await entry.isVisible())) {
    await menu.getByTestId(`menu-${group}`).click();
  }
  await entry.click();
}

const tagPaths = async (page: Page): Promise<string[]> =>
  (
    await page
      .getByTestId('tags-view')
      .locator('[data-testid^="tag-/"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''))
  ).map((id) => id.slice('tag-'.length));

test.describe('the portal shell', () => {
  test('a forum reader sees the dashboard, help and forum only, and 401 for a typed area', async ({
    page,
  }) => {
    await signIn(page, 'alpha.viewer');

    await expect(mainMenu(page)).toBeVisible();
    expect(await topLevelEntries(page)).toEqual(['/', '/help', '/forum']);
    await openFromMenu(page, '/help', '/help/support');
    await expect(mainMenu(page).getByTestId('menu-/help/crimecheck')).toHaveCount(0);

    await page.goto('/incidents');
    await expect(page.getByTestId('forbidden-page')).toBeVisible();
    await expect(page).toHaveURL('/incidents');
    await expect(page).toHaveTitle(/ — AFX$/);
  });

  test('an unknown path shows 404', async ({ page }) => {
    await signIn(page, 'alpha.viewer');

    await page.goto('/no/such/page');

    await expect(page).toHaveURL('/404');
    await expect(page.locator('.ant-result-404')).toBeVisible();
  });

  test('an expert with every E code sees every service entry', async ({ page }) => {
    await signIn(page, 'beta.expert');

    expect(await topLevelEntries(page)).toEqual([
      '/',
      '/help',
      '/forum',
      '/incidents',
      '/mobile-check',
      '/cci',
      '/ecs',
      '/analytics',
      '/fpt',
      '/di',
      '/crc',
    ]);
    await openFromMenu(page, '/crc', '/crc/info');
    await expect(page).toHaveURL('/crc/info');
    await expect(page).toHaveTitle(/ — AFX$/);
    await expect(page.getByTestId('forbidden-page')).toHaveCount(0);
  });

  test('the tags view closes a page and closes the others', async ({ page }) => {
    await signIn(page, 'alpha.analyst');
    const tags = page.getByTestId('tags-view');
    // A page gets its tag once it is on screen, so each one is waited for before the next click.
    for (const [group, path] of [
      ['/incidents', '/incidents/illegal_casino'],
      ['/incidents', '/incidents/categories'],
      [null, '/mobile-check'],
    ] as const) {
      await openFromMenu(page, group, path);
      await expect(tags.getByTestId(`tag-${path}`)).toBeVisible();
    }
    await expect
      .poll(() => tagPaths(page))
      .toEqual(['/', '/incidents/illegal_casino', '/incidents/categories', '/mobile-check']);

    // Closing the active page goes to the last one left.
    await tags.getByTestId('tag-close-/mobile-check').click();
    await expect(page).toHaveURL('/incidents/categories');
    await expect
      .poll(() => tagPaths(page))
      .toEqual(['/', '/incidents/illegal_casino', '/incidents/categories']);

    // Close others from the tag's context menu keeps the fixed dashboard and that page.
    await tags.getByTestId('tag-/incidents/illegal_casino').click({ button: 'right' });
    const closeOthers = page.getByRole('menuitem', { name: /Закрити інші|Close others|Закрыть другие/ });
    await expect(closeOthers).toBeVisible();
    // A click event rather than a pointer click: the page below may still be growing as its data
    // arrives, and Playwright's scroll into view would move the menu away from the pointer.
    await closeOthers.dispatchEvent('click');
    await expect(page).toHaveURL('/incidents/illegal_casino');
    await expect.poll(() => tagPaths(page)).toEqual(['/', '/incidents/illegal_casino']);

    // The dashboard cannot be closed.
    await expect(tags.getByTestId('tag-close-/')).toHaveCount(0);
  });

  test('page settings are kept in cookies across a reload', async ({ page, context }) => {
    await signIn(page, 'alpha.analyst');
    await expect(page.getByTestId('tags-view')).toBeVisible();

    await page.getByTestId('settings-button').click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.locator('#setting-tags-view').click();
    await drawer.locator('#setting-fixed-header').click();
    await drawer.getByText(/^(Великий|Large|Большой)$/).click();
    await drawer.locator('.ant-color-picker-trigger').click();
    await page.locator('.ant-color-picker-presets-color').nth(3).click();

    const cookies = Object.fromEntries(
      (await context.cookies()).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(cookies).toMatchObject({ tags_view: '0', fixed_header: '1', size: 'large', theme: '%2352c41a' });

    await page.reload();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await expect(page.getByTestId('menu-toggle')).toHaveClass(/ant-btn-lg/);
    await expect(page.locator('.afx-header-fixed')).toHaveCount(1);
  });

  test('a 390 px wide window shows the menu in a drawer that the toggle opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'alpha.analyst');

    await expect(mainMenu(page)).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(mainMenu(page)).toBeVisible();

    await openFromMenu(page, null, '/mobile-check');
    await expect(page).toHaveURL('/mobile-check');
    // The drawer closes on navigation.
    await expect(mainMenu(page)).toBeHidden();
  });

  test('a pushed test event reaches the page', async ({ page }) => {
    await signIn(page, 'alpha.analyst');
    await expect(page.locator('[data-live-events="open"]')).toBeVisible();

    const message = `Channel check ${Date.now()}`;
    const status = await page.evaluate(async (text) => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
      const response = await fetch('/api/events/test', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access_token ?? ''}` },
        body: JSON.stringify({ message: text }),
      });
      return response.status;
    }, message);

    expect(status).toBe(202);
    await expect(page.locator('.ant-notification').getByText(message)).toBeVisible();
  });

  test('the shell has no WCAG 2.1 AA violations', async ({ page }) => {
    await signIn(page, 'beta.expert');
    await openFromMenu(page, '/crc', '/crc/setup');
    await expect(page.getByTestId('tag-/crc/setup')).toHaveAttribute('aria-current', 'page');

    // The shell only: each page's own checks live with the page.
    expect(await wcagViolations(page, { exclude: '.afx-content', all: true })).toEqual([]);
  });

  test('a forum page without a configured address shows a notice', async ({ page }) => {
    await signIn(page, 'alpha.viewer');

    await openFromMenu(page, '/forum', '/forum/news');

    await expect(page).toHaveURL('/forum/news');
    await expect(page.getByTestId('external-page-not-configured')).toBeVisible();
  });
});
