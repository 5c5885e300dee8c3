import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/login';
import { wcagViolations } from '../support/a11y';
import { writeSheet } from '../support/sheet';
import { uniqueVisaBin } from '../support/unique';

// The notification bell (top bar) and its drawer, in Ukrainian: a BIN sheet with a BIN of another
// organisation, uploaded by alpha.analyst, tells the platform administrator.

/** Signs in and waits until the live events are connected and the bell's first poll has answered. */
async function signedIn(browser: Browser, login: string, to = '/'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const firstPoll = page.waitForResponse((response) =>
    response.url().endsWith('/notifications/v1/unread_count'),
  );
  await signIn(page, login, 'demo', to);
  await expect(page.locator('[data-live-events="open"]')).toBeVisible();
  await firstPoll;
  return page;
}

const bell = (page: Page) => page.getByTestId('notifications-button');

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/notifications/v1/${path}`));

/**
 * Clicks 'mark all read' in the open drawer and waits until the list read again after it shows
 * nothing unread. The drawer keeps the list it read last: closed before that reread arrived, it
 * would open next time on the unread list of before, and a check could pass on that old answer.
 */
async function markAllRead(page: Page): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Сповіщення' });
  const marked = answerOf(page, 'mark_all_read');
  // The first list answer after the marking's (one asked before it would still show unread).
  let markedAnswered = false;
  const reread = page.waitForResponse((response) => {
    if (response.url().endsWith('/api/notifications/v1/mark_all_read')) markedAnswered = true;
    return markedAnswered && response.url().endsWith('/api/notifications/v1/list');
  });
  await drawer.getByRole('button', { name: 'Позначити всі прочитаними' }).click();
  expect((await marked).ok()).toBe(true);
  await reread;
  await expect(drawer.getByText('Непрочитане')).toHaveCount(0);
}

/**
 * Reads whatever another test of the run left unread. A conflict of Bank Alpha in the same window
 * joins the notification made then (it is coalesced), so only from nothing unread does the bell
 * show that it arrived.
 */
async function readEverything(page: Page): Promise<void> {
  await bell(page).click();
  const drawer = page.getByRole('dialog', { name: 'Сповіщення' });
  const markAll = drawer.getByRole('button', { name: 'Позначити всі прочитаними' });
  await expect(drawer.getByRole('listitem').first().or(drawer.getByText('Сповіщень немає'))).toBeVisible();
  if (await markAll.isEnabled()) await markAllRead(page);
  await expect(bell(page)).toHaveAccessibleName('Сповіщення');
  // Its close button, not Escape: the marking disables the button that had the focus, and Escape
  // pressed on the page then no longer reaches the drawer.
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}

test.describe('notifications', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a BIN upload conflict reaches the administrator’s bell at once, and is read there', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, 'admin');
    await readEverything(admin);

    const analyst = await signedIn(browser, 'alpha.analyst', '/di/bins');
    // A sheet of its own: a new Alpha BIN and Bank Beta's BIN 47310438, the conflict.
    const sheet = writeSheet('bins.xlsx', [
      ['bin', 'notes', 'ica', 'bid', 'prepaid', 'token'],
      [uniqueVisaBin(), 'Notice upload', '', '10000123', 'no', 'no'],
      ['47310438', 'Beta card', '', '10000789', 'no', 'no'],
    ]);
    await analyst.locator('input[type="file"]').setInputFiles(sheet);
    const upload = analyst.getByRole('dialog').filter({ hasText: 'Завантаження BIN емітента' });
    await expect(upload.getByText('Завантаження завершено')).toBeVisible();
    await expect(upload).toContainText('47310438 — Bank Beta');

    // Pushed over the live events (the count is polled only once a minute).
    await expect(bell(admin)).toHaveAccessibleName('Сповіщення, непрочитаних: 1', { timeout: 10_000 });
    // The drawer shows the list it read last until its reread answers: the checks wait for that answer.
    const fresh = answerOf(admin, 'list');
    await bell(admin).focus();
    await admin.keyboard.press('Enter');
    const drawer = admin.getByRole('dialog', { name: 'Сповіщення' });
    await fresh;
    const item = drawer.getByRole('listitem').first();
    // One notification per organisation and window: counted over the window's uploads.
    await expect(item).toContainText(
      /Конфлікти BIN для Bank Alpha: BIN інших організацій — \d+, завантажень — \d+; останнє від Bank Alpha/,
    );
    await expect(item).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d( · Випадків: \d+)? · Непрочитане/);
    expect(await wcagViolations(admin, { include: '.ant-drawer', all: true })).toEqual([]);

    await markAllRead(admin);
    await expect(bell(admin)).toHaveAccessibleName('Сповіщення');

    // The administrators' notice is not the analyst's.
    const analystPoll = analyst.waitForResponse((response) => response.url().endsWith('/unread_count'));
    await analyst.reload();
    await analystPoll;
    await expect(bell(analyst)).toHaveAccessibleName('Сповіщення');
  });
});
