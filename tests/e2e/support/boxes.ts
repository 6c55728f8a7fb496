// Where things are drawn on screen, for tests that assert positions (nothing overlapping).
import type { Locator } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box on screen; throws when it is not drawn. */
export async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

/**
 * A toast's box once it has slid in (the transitions of its stack done): where the shopper
 * reads it. Measured while it slides, it crosses what lies between the screen's edge and it.
 */
export async function restingBox(toast: Locator): Promise<Box> {
  await toast.evaluate(async (el) => {
    const stack = el.closest('.toasts') ?? el;
    for (let running = stack.getAnimations({ subtree: true }); running.length > 0; running = stack.getAnimations({ subtree: true })) {
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  return box(toast);
}
