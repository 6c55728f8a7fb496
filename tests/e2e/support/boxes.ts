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

/**
 * The element's text as drawn: its characters in the order they sit on screen, line by line
 * from the top, each line from left to right (bidi controls, which draw nothing, left out).
 * innerText gives the logical order; this is what the eye reads, so a minus or a code the
 * bidi algorithm moved shows here.
 */
export async function drawnText(l: Locator): Promise<string> {
  return l.evaluate((el) => {
    const chars: Array<{ ch: string; x: number; y: number }> = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const ch = text[i]!;
        if (/[\u200e\u200f\u202a-\u202e\u2066-\u2069\s]/.test(ch)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        chars.push({ ch, x: r.left + r.width / 2, y: r.top + r.height / 2 });
      }
    }
    const lineOf = (y: number) => Math.round(y / 4);
    chars.sort((a, b) => lineOf(a.y) - lineOf(b.y) || a.x - b.x);
    return chars.map((c) => c.ch).join('');
  });
}
