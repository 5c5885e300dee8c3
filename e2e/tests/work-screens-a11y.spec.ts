import { expect, test } from '@playwright/test';
import { wcagViolations } from '../support/a11y';
import { signIn } from '../support/login';

// The screens staff work in all day, as alpha.analyst sees them in Ukrainian: each list, then its
// first record open in the dialog or drawer. The shell around them has its own scan (shell.spec).

const SCREENS = ['/di/bins', '/di/atms', '/di/acqs', '/di/banks', '/di/cyber', '/di/orgs', '/incidents'];

test.describe('work screens: accessibility', () => {
  for (const path of SCREENS) {
    test(`${path} and a record opened from it have no serious or critical WCAG 2.1 AA violations`, async ({
      page,
    }) => {
      // Two full axe scans of a busy screen, beside another worker's browser: more than 30 s on two cores.
      test.slow();
      await signIn(page, 'alpha.analyst', 'demo', path);
      const firstRow = page.locator('.ant-table-row').first();
      await expect(firstRow).toBeVisible();
      expect(await wcagViolations(page, { include: '.afx-content' })).toEqual([]);

      await firstRow.click();
      const opened = page.locator('.ant-modal-wrap:visible, .ant-drawer-open').first();
      await expect(opened).toBeVisible();
      expect(await wcagViolations(page, { include: '.ant-modal-wrap, .ant-drawer-open' })).toEqual([]);
    });
  }
});
