import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/login';

// The incident list as an analyst reads it on a 1440 px screen: every column in view without
// scrolling sideways, and on a narrower window the first column (the id) stays put while the rest
// scrolls (docs/decisions/0026-card-search-and-list-columns.md).

/** How far the list's table scrolls sideways past what it shows. */
function tableOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('main .ant-table-content, main .ant-table-body');
    return content ? content.scrollWidth - content.clientWidth : Number.NaN;
  });
}

test.describe('incident list columns', () => {
  test('fit 1440 px without scrolling sideways, the masked card among them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'alpha.analyst', 'demo', '/incidents');
    // A masked card (first 6, last 4) on the first page: the demo's newest incidents carry some.
    await expect(page.getByRole('cell', { name: /^\d{6}\*+\d{4}$/ }).first()).toBeVisible();
    expect(await tableOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('keep the first column in view when a narrow window scrolls the table', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await signIn(page, 'alpha.analyst', 'demo', '/incidents');
    const firstCell = page.locator('main .ant-table-tbody tr.ant-table-row td').first();
    await expect(firstCell).toBeVisible();
    const before = await firstCell.boundingBox();
    await page.evaluate(() => {
      const content = document.querySelector<HTMLElement>('main .ant-table-content, main .ant-table-body');
      if (content) content.scrollLeft = content.scrollWidth;
    });
    expect(await tableOverflow(page)).toBeGreaterThan(0);
    const after = await firstCell.boundingBox();
    expect(after?.x).toBe(before?.x);
    await expect(firstCell).toBeInViewport();
  });
});
