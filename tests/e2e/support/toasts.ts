// A toast's time on screen, moved on instead of waited out. The shop's and the console's toasts
// hide themselves after 5 s (docs/rules.md R9.1; notistack's auto-hide, a timer in the page): a
// journey whose next step needs the screen clear of them, and is not about how long they stay,
// moves the page's clock on by those 5 s (docs/decisions/0067-toasts-run-out-on-the-pages-clock.md).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** How long a toast stays (src/app/layout/toaster.tsx, src/admin-console/console-app.tsx). */
const TOAST_MS = 5_000;

/**
 * Waits until no element of `toasts` is on screen, each gone by its own timer: the page's clock
 * (installed with its context: `newPage({ clock: true })`, `consolePage(..., { clock: true })`)
 * jumps a toast's time ahead whenever one is still shown, each timer due in that time firing
 * once. A toast whose timer starts after a jump (its effect not yet run) is jumped past on the
 * next look, its exit's timers too.
 */
export async function toastsRunOut(page: Page, toasts: Locator, timeout = 15_000): Promise<void> {
  await expect.poll(async () => {
    const shown = await toasts.count();
    if (shown > 0) await page.clock.fastForward(TOAST_MS);
    return shown;
  }, { timeout }).toBe(0);
}
