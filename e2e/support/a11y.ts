import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from './settled';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface ScanOptions {
  /** Only this part of the page (a drawer, a dialog). */
  include?: string;
  /** Leave this part out (the shell's scan leaves the page's content to the page's own test). */
  exclude?: string;
  /** Every violation, or (the default) only the serious and critical ones. */
  all?: boolean;
}

/**
 * The WCAG 2.1 AA violations axe finds once animations have settled, one line each with the
 * elements, so that an assertion's diff says what to fix: `expect(await wcagViolations(page)).toEqual([])`.
 */
export async function wcagViolations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  await animationsSettled(page);
  let scan = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (options.include) scan = scan.include(options.include);
  if (options.exclude) scan = scan.exclude(options.exclude);
  const { violations } = await scan.analyze();
  return violations
    .filter((v) => options.all || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
