import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS animation or transition is running (spinners run forever and are left
 * out). An accessibility scan taken mid-fade
 * (a tag or menu entry turning blue, a badge zooming in) measures colours no user reads, and fails
 * on a busy machine only.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
