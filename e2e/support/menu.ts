import type { Locator, Page } from '@playwright/test';

/** The sidebar (a drawer below 992 px), found by its landmark in any of the three languages. */
export const mainMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: /^(Головне меню|Main menu|Главное меню)$/ });

/** The top-level menu entries by their route path, in order. */
export async function topLevelEntries(page: Page): Promise<string[]> {
  const ids = await mainMenu(page)
    .locator('[data-testid^="menu-/"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids
    .map((id) => id.slice('menu-'.length))
    .filter((path) => path.split('/').filter(Boolean).length <= 1);
}
