import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/login';

// Layout an analyst sees all day, measured in a real browser (jsdom lays nothing out): nothing
// stretches the page, nothing is cut off or runs past the screen.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** How far the page scrolls down, and sideways, past what the window shows. */
function overflow(page: Page): Promise<{ down: number; sideways: number }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    let down = root.scrollHeight - root.clientHeight;
    let sideways = root.scrollWidth - root.clientWidth;
    // The shell may scroll its own content box rather than the document.
    for (const element of document.querySelectorAll<HTMLElement>('.afx-shell *')) {
      const style = getComputedStyle(element);
      if (/(auto|scroll)/.test(style.overflowY)) {
        down = Math.max(down, element.scrollHeight - element.clientHeight);
      }
      if (/(auto|scroll)/.test(style.overflowX) && !element.closest('.ant-table')) {
        sideways = Math.max(sideways, element.scrollWidth - element.clientWidth);
      }
    }
    return { down, sideways };
  });
}

test.describe('work screens keep to the screen', () => {
  test('the dashboard ends where its last card ends (the hidden trend table takes no height)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'alpha.viewer');
    await expect(page.getByTestId('incident-trend-chart').locator('canvas').first()).toBeVisible();
    await shot(page, 'dashboard-1440');
    const blank = await page.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('main .ant-card')];
      const contentBottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
      const root = document.scrollingElement ?? document.documentElement;
      let scrollBottom = root.scrollHeight;
      for (const element of document.querySelectorAll<HTMLElement>('.afx-shell *')) {
        if (
          /(auto|scroll)/.test(getComputedStyle(element).overflowY) &&
          element.scrollHeight > element.clientHeight
        ) {
          scrollBottom = Math.max(scrollBottom, element.getBoundingClientRect().top + element.scrollHeight);
        }
      }
      return scrollBottom - contentBottom;
    });
    // The page's own padding below the last card, not hundreds of pixels of nothing.
    expect(blank).toBeLessThan(80);
  });

  test('the banks list shows its last header whole at 1440 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'alpha.analyst', 'demo', '/di/banks');
    const headers = page.locator('.ant-table-thead th');
    await expect(headers.first()).toBeVisible();
    await shot(page, 'banks-1440');
    const cut = await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>('.ant-table-container');
      const last = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].at(-1);
      if (!body || !last) return 'no table';
      const text = last.querySelector<HTMLElement>('.ant-table-column-title') ?? last;
      return {
        pastTable: Math.max(0, last.getBoundingClientRect().right - body.getBoundingClientRect().right),
        textCut: text.scrollWidth > text.clientWidth,
      };
    });
    expect(cut).toEqual({ pastTable: 0, textCut: false });
  });

  test("at 390 px the ATM filter 'city' stays on the screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'alpha.analyst', 'demo', '/di/atms');
    const city = page
      .locator('#atmFilter_location_id')
      .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
    await expect(city).toBeVisible();
    await shot(page, 'atms-390');
    const box = await city.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect((await overflow(page)).sideways).toBeLessThanOrEqual(0);
  });

  test('at 390 px the categories page is as wide as the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'alpha.analyst', 'demo', '/incidents/categories');
    await expect(page.locator('main .ant-table, main .ant-list, main .ant-collapse').first()).toBeVisible();
    await shot(page, 'categories-390');
    expect((await overflow(page)).sideways).toBeLessThanOrEqual(0);
  });

  test('the sidebar shows long names whole at 210 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'alpha.analyst');
    const fpt = page.getByTestId('menu-/fpt');
    await expect(fpt).toBeVisible();
    await shot(page, 'sidebar-1440');
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.afx-menu [data-testid^="menu-"]')]
        .filter((label) => {
          const box = label.parentElement ?? label;
          return box.scrollWidth > box.clientWidth || label.scrollWidth > label.clientWidth + 1;
        })
        .map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
  });
});
