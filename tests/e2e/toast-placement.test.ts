// Where a toast shows (docs/decisions/0017), on a phone (390x844) and a desktop (1366x900), in
// English and Arabic: a shopper scrolled down the home page (the back-to-top button is up beside
// WhatsApp's) saves a product to the wish list, once from the middle of the screen and once
// from its bottom edge. Each time the toast's box intersects neither the heart just pressed,
// nor the floating buttons, nor the header's cart count, and stays on screen.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { box, overlaps, restingBox, type Box } from './support/boxes.ts';
import { closeBrowser, DESKTOP, e2e, newPage, PHONE, screenshot } from './support/browser.ts';
import { toastsRunOut } from './support/toasts.ts';
import { en } from '../../src/i18n/en.ts';
import { ar } from '../../src/i18n/ar.ts';

const env = e2e();
afterAll(async () => closeBrowser());

const CATALOGUES = { en, ar } as const;
const SIZES = { phone: PHONE, desktop: DESKTOP } as const;

/** The toast saying `text` (notistack's alert). */
const toastSaying = (page: Page, text: string) => page.getByRole('alert').filter({ has: page.locator('#notistack-snackbar', { hasText: text }) });

/**
 * A heart not yet pressed, far enough down the page that scrolled to the middle or the bottom
 * of the screen (`where`) the back-to-top button still shows, on screen sideways and in a
 * column the floating buttons do not cover.
 */
async function heartBesideFloating(page: Page, hearts: Locator, floating: Box[], where: 'center' | 'end'): Promise<Locator> {
  const { width, height } = page.viewportSize()!;
  const scrolled = await page.evaluate(() => window.scrollY);
  const count = await hearts.count();
  for (let i = 0; i < count; i++) {
    const heart = hearts.nth(i);
    if ((await heart.getAttribute('aria-pressed')) === 'true') continue;
    const b = await heart.boundingBox();
    if (!b || b.y + scrolled < (where === 'center' ? height / 2 : height) + 250 || b.x < 0 || b.x + b.width > width) continue;
    if (!floating.some((f) => b.x < f.x + f.width && f.x < b.x + b.width)) return heart;
  }
  throw new Error('no heart beside the floating buttons');
}

describe.skipIf(env.skip)('where a toast shows', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const size of ['phone', 'desktop'] as const) {
      it(`${lang} ${size}: clear of the heart pressed, the floating buttons and the cart count`, async () => {
        const t = CATALOGUES[lang];
        const { context, page } = await newPage({ viewport: SIZES[size], lang, clock: true });
        await page.goto(`/${lang}/`);
        const hearts = page.getByRole('button', { name: new RegExp(`^${t['card.wish'].split('{name}')[0]!}`) });
        await hearts.first().waitFor({ timeout: 30_000 });
        // Scrolled down a screen: the back-to-top button shows above WhatsApp's.
        await page.mouse.wheel(0, 700);
        const top = page.getByRole('button', { name: t['footer.scrollTop'], exact: true });
        const whatsapp = page.getByRole('link', { name: t['whatsapp.label'], exact: true });
        await top.waitFor({ timeout: 15_000 });
        const floating = [await box(top), await box(whatsapp)];
        const cart = page.getByRole('banner').getByRole('link', { name: /\(\d+\)/ }).first();

        for (const where of ['center', 'end'] as const) {
          // A heart in the middle of the screen, then one at its bottom edge.
          const heart = await heartBesideFloating(page, hearts, floating, where);
          await heart.evaluate((el, block) => el.scrollIntoView({ block, inline: 'nearest' }), where);
          await top.waitFor();
          const pressed = await box(heart);
          await heart.click();
          const toast = toastSaying(page, t['msg.addedToWishlist']);
          await toast.waitFor({ timeout: 15_000 });
          await expect.poll(async () => (await heart.getAttribute('aria-pressed'))).toBe('true');
          const shown = await restingBox(toast);
          await screenshot(page, `toast-placement-${lang}-${size}-${where}`);
          expect(overlaps(shown, pressed), `toast over the heart pressed (${where})`).toBe(false);
          expect(overlaps(shown, await box(top)), `toast over back to top (${where})`).toBe(false);
          expect(overlaps(shown, await box(whatsapp)), `toast over WhatsApp (${where})`).toBe(false);
          if (await cart.isVisible()) expect(overlaps(shown, await box(cart)), `toast over the cart count (${where})`).toBe(false);
          // Wholly on screen.
          const viewport = SIZES[size];
          expect(shown.x).toBeGreaterThanOrEqual(0);
          expect(shown.y).toBeGreaterThanOrEqual(0);
          expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
          expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height);
          // Gone after its time (the page's clock moved on by it): the next press gets its own
          // toast (the same words are not said twice while shown).
          await toastsRunOut(page, toast);
        }
        await context.close();
      }, 120_000);
    }
  }
});
