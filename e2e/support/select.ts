import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Opens an antd select, clicks `option` in its dropdown and checks that the select now shows it; tries
 * again when it does not. A click can be lost while the dropdown still animates, or land on a list
 * that a late search answer re-renders under the pointer on a busy machine.
 */
async function pick(page: Page, scope: Locator, option: string, open: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await open();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 3_000 });
    // The chosen value shows in the select with the option's title (the dropdown lives outside `scope`).
    await expect(scope.getByTitle(option, { exact: true }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks an option of a select inside `scope` by the select's label and the option's text. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByLabel(label, { exact: true });
  await pick(page, scope, option, async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
  });
}

/** Picks in a remote select: types `search`, then clicks the match. */
export async function chooseRemote(
  page: Page,
  scope: Locator,
  label: string,
  search: string,
  option: string,
): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await pick(page, scope, option, async () => {
    await input.click({ timeout: 2_000 });
    await input.fill(search);
  });
}
