// The home page, the listing and the campaign pages as a shopper sees them, at 390x844 and
// 1366x900, in English and Arabic: campaign pages end in their products and a Shop now
// link; listing cards carry a wish-list heart; the desktop category filter shows every
// parent with no scroll box of its own, the size filter only the sizes of the chosen
// category, the rating filter "1 star & up"; the phone home page is a few screens of rails
// that scroll the page's way, its header about half what it was, and the carousel's
// controls are never on the artwork; its slides' titles alike, their buttons in one row at the card's foot on a phone. Expectations come from the seed's files.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { closeBrowser, DESKTOP, e2e, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { LANGS, t, type Lang } from './support/intl.ts';
import { CAMPAIGNS } from '../../server/db/seed/content.ts';
import { CATEGORIES, PARENT_CATEGORIES } from '../../server/db/seed/categories.ts';
import { SIZES } from '../../server/db/seed/lookups.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';

const env = e2e();
afterAll(async () => closeBrowser());

const WIDTHS = [['phone', PHONE], ['desktop', DESKTOP]] as const;

type Box = { x: number; y: number; width: number; height: number };
async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on the page');
  return b;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

/** A home block by its heading, as the shopper reads it. */
async function region(page: Page, headingId: string): Promise<Locator> {
  const name = (await page.locator(`h2#${headingId}`).textContent())!.trim();
  return page.getByRole('region', { name, exact: true });
}

async function openHome(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 30_000 });
  // Every block has come (the last ones come in a commit after the first).
  await page.getByRole('main').getByRole('link', { name: CAMPAIGNS[0]![lang === 'en' ? 'mainTitle' : 'mainTitleAr'] }).waitFor({ timeout: 30_000 });
}

describe.skipIf(env.skip)('the phone home page and header', () => {
  for (const lang of LANGS) {
    it(`${lang}: a few screens of rails that scroll the page's way, under a header about half its old height`, async () => {
      const { context, page } = await newPage({ viewport: PHONE, lang });
      await openHome(page, lang);
      // The header: before this, about 190 px came before anything of the page.
      const main = await box(page.getByRole('main'));
      expect(main.y).toBeLessThanOrEqual(125);
      const search = page.getByRole('search').getByRole('combobox').or(page.getByRole('search').getByRole('searchbox')).first();
      expect(await search.isVisible()).toBe(true);
      expect((await box(search)).y + (await box(search)).height).toBeLessThanOrEqual(main.y);
      const banner = page.getByRole('banner');
      // The line under the shop's name is text a phone can read, in the page's language, under the name.
      const line = banner.getByRole('link', { name: `${t(lang, 'app.name')}, ${t(lang, 'app.brandLine')}`, exact: true }).getByText(t(lang, 'app.brandLine'), { exact: true });
      expect(await line.isVisible()).toBe(true);
      expect(await line.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(11);
      expect((await box(line)).y + (await box(line)).height).toBeLessThanOrEqual((await box(search)).y);
      const wish = banner.getByRole('button', { name: `${t(lang, 'lbl_top_wishlist')} (0)` });
      expect(await wish.isVisible()).toBe(true);
      expect((await box(wish)).y).toBeLessThan(main.y);
      // The menu holds what the top header held: the information links and the language.
      await banner.getByRole('button', { name: t(lang, 'nav.menu') }).click();
      expect(await banner.getByRole('link', { name: t(lang, 'lbl_top_faq'), exact: true }).isVisible()).toBe(true);
      expect(await banner.getByLabel(t(lang, 'header.language')).isVisible()).toBe(true);
      await banner.getByRole('button', { name: t(lang, 'nav.closeMenu') }).click();

      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height / PHONE.height).toBeLessThanOrEqual(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      for (const id of ['popular-categories', 'block-recent-products', 'block-popular-products']) {
        const rail = (await region(page, id)).getByRole('list');
        const items = rail.getByRole('listitem');
        expect(await items.count()).toBeGreaterThan(3);
        const [a, b, c] = [await box(items.nth(0)), await box(items.nth(1)), await box(items.nth(2))];
        // One row, the first item starting the row on the page's starting side.
        expect(Math.abs(a.y - b.y)).toBeLessThan(2);
        expect(Math.abs(a.y - c.y)).toBeLessThan(2);
        if (lang === 'en') {
          expect(b.x).toBeGreaterThan(a.x);
          expect(a.x).toBeGreaterThanOrEqual(0);
        } else {
          expect(b.x).toBeLessThan(a.x);
          expect(a.x + a.width).toBeLessThanOrEqual(PHONE.width);
        }
        const last = await box(items.last());
        if (lang === 'en') expect(last.x).toBeGreaterThan(PHONE.width);
        else expect(last.x + last.width).toBeLessThan(0);
        // Swiping on: the rail scrolls towards the page's end side and the first item moves back.
        await rail.evaluate((el, l) => el.scrollBy({ left: l === 'en' ? 240 : -240, behavior: 'instant' }), lang);
        await expect.poll(async () => (await box(items.nth(0))).x * (lang === 'en' ? -1 : 1), { timeout: 5_000 }).toBeGreaterThan(a.x * (lang === 'en' ? -1 : 1) + 100);
        await rail.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `trust-home-${lang}-phone`);
      await context.close();
    });
  }

  for (const lang of LANGS) {
    for (const [width, viewport] of WIDTHS) {
      it(`${lang} ${width}: the carousel's controls are beside the artwork, never on it`, async () => {
        const { context, page } = await newPage({ viewport, lang });
        await openHome(page, lang);
        const carousel = page.getByRole('region', { name: t(lang, 'home.carousel') });
        const art = await box(carousel.getByRole('group').first().locator('img'));
        for (const name of [t(lang, 'home.bannerPrev'), t(lang, 'home.bannerNext'), t(lang, 'home.bannerPause'), t(lang, 'home.bannerGoTo', { n: 2 })]) {
          const control = await box(carousel.getByRole('button', { name, exact: true }));
          expect(overlaps(control, art), name).toBe(false);
          expect(control.y, name).toBeGreaterThanOrEqual(art.y + art.height - 1);
        }
        // The slide's text and buttons stay clear of the controls too.
        const shop = await box(carousel.getByRole('group').first().getByRole('link').first());
        const next = await box(carousel.getByRole('button', { name: t(lang, 'home.bannerNext') }));
        expect(overlaps(shop, next)).toBe(false);
        // Every slide's title as bold as the first's; on a phone (slides as tall as the tallest) each slide's
        // buttons in one row at the card's foot, no empty band below them.
        const slides = await carousel.locator('.carousel__slide').all();
        expect(slides.length).toBeGreaterThan(1);
        for (const [i, slide] of slides.entries()) {
          expect(await slide.locator('.carousel__main').evaluate((el) => getComputedStyle(el).fontWeight), `slide ${i + 1}`).toBe('700');
          if (width !== 'phone') continue;
          const [text, buttons] = await Promise.all([box(slide.locator('.carousel__text')), Promise.all((await slide.locator('a').all()).map(box))]);
          expect(new Set(buttons.map((b) => Math.round(b.y))).size, `slide ${i + 1}`).toBe(1);
          expect(text.y + text.height - Math.max(...buttons.map((b) => b.y + b.height)), `slide ${i + 1}`).toBeLessThanOrEqual(17);
        }
        if (width === 'desktop') {
          // A desktop keeps the top header and the grids.
          expect(await page.getByRole('button', { name: `${t(lang, 'lbl_top_wishlist')} (0)` }).isVisible()).toBe(true);
          await screenshot(page, `trust-home-${lang}-desktop`);
        }
        await context.close();
      });
    }
  }
});

describe.skipIf(env.skip)('the home page painted by the server', () => {
  for (const [lang, width, viewport] of [['en', 'phone', PHONE], ['ar', 'desktop', DESKTOP]] as const) {
    it(`${lang} ${width}: the painted banner, controls' bar included, is as tall as the app's, so nothing below it moves`, async () => {
      const painted = await (await launchBrowser()).newContext({ viewport, baseURL: inject('baseUrl'), javaScriptEnabled: false });
      const still = await painted.newPage();
      await still.goto(`/${lang}/`);
      const before = await box(still.locator('section').first());
      await painted.close();
      const { context, page } = await newPage({ viewport, lang });
      await openHome(page, lang);
      const after = await box(page.getByRole('region', { name: t(lang, 'home.carousel') }));
      expect(Math.abs(after.y + after.height - (before.y + before.height))).toBeLessThanOrEqual(1);
      await context.close();
    });
  }
});

describe.skipIf(env.skip)('campaign pages lead to products', () => {
  const diwali = CAMPAIGNS[0]!;
  const tagged = PRODUCTS.filter((p) => p.tagIds.includes(diwali.tagId!));

  for (const lang of LANGS) {
    for (const [width, viewport] of WIDTHS) {
      it(`${lang} ${width}: from the home page to the campaign, its dates, its products and Shop now to all of them`, async () => {
        const { context, page } = await newPage({ viewport, lang });
        await openHome(page, lang);
        const title = lang === 'en' ? diwali.mainTitle : diwali.mainTitleAr;
        await page.getByRole('main').getByRole('link', { name: title }).click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        // The dates in full: day, month and year of the start and of the end.
        const dates = page.getByText(t(lang, 'campaign.runs', { from: '@', to: '@' }).split('@')[0]!.trim());
        expect(await dates.textContent()).toMatch(/\d{1,2}\D+\d{4}\D+\d{1,2}\D+\d{4}/);
        const offer = page.getByRole('region', { name: t(lang, 'campaign.products') });
        const cards = offer.getByRole('article');
        await cards.first().waitFor();
        expect(await cards.count()).toBeGreaterThanOrEqual(4);
        const names = await offer.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('title')));
        const allowed = new Set(tagged.map((p) => (lang === 'en' ? p.name : p.nameAr)));
        for (const n of names) expect(allowed.has(n!), n!).toBe(true);
        // The page ends in Shop now, after the products.
        const shopNow = page.getByRole('link', { name: t(lang, 'campaign.shopNow') });
        expect((await box(shopNow)).y).toBeGreaterThan((await box(cards.last())).y);
        await screenshot(page, `trust-campaign-${lang}-${width}`);
        await shopNow.click();
        await expect.poll(() => new URL(page.url()).searchParams.get('TagID')).toBe(String(diwali.tagId));
        await page.getByRole('main').getByRole('article').first().waitFor();
        const listed = await page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('title')));
        expect(listed.length).toBeGreaterThan(0);
        for (const n of listed) expect(allowed.has(n!), n!).toBe(true);
        await context.close();
      });
    }
  }
});

describe.skipIf(env.skip)('the listing: hearts and filters', () => {
  const frames = CATEGORIES.find((c) => c.name === 'Photo Frames')!;
  const family = new Set(CATEGORIES.filter((c) => c.id === frames.id || c.parentId === frames.id).map((c) => c.id));
  const frameSizes = SIZES.filter((s) => PRODUCTS.some((p) => family.has(p.categoryId) && p.sizeIds.includes(s.id)));

  /** The filters: beside the grid on a desktop, in the drawer on a phone. */
  async function filters(page: Page, lang: Lang, width: string): Promise<Locator> {
    await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 30_000 });
    if (width === 'phone') await page.getByRole('button', { name: t(lang, 'listing.showFilters') }).click();
    const aside = page.getByRole('complementary', { name: t(lang, 'listing.filters') });
    await aside.getByRole('checkbox').first().waitFor();
    return aside;
  }
  const group = (aside: Locator, title: string) => aside.locator('details').filter({ has: aside.page().getByText(title, { exact: true }) });

  for (const lang of LANGS) {
    for (const [width, viewport] of WIDTHS) {
      it(`${lang} ${width}: the card's heart keeps a product in the wish list and lets it go`, async () => {
        const { context, page } = await newPage({ viewport, lang });
        await page.goto(`/${lang}/all-products/0/all-categories`);
        const card = page.getByRole('main').getByRole('article').first();
        await card.waitFor({ timeout: 30_000 });
        const name = (await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('title'))!;
        const heart = card.getByRole('button', { name: t(lang, 'card.wish', { name }), exact: true });
        expect(await heart.getAttribute('aria-pressed')).toBe('false');
        const picture = await box(card.locator('img').first());
        const h = await box(heart);
        expect(inside(h, picture)).toBe(true);
        expect(h.width).toBeGreaterThanOrEqual(40);
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
        const count = page.getByRole('button', { name: `${t(lang, 'lbl_top_wishlist')} (1)` });
        await count.waitFor();
        await screenshot(page, `trust-heart-${lang}-${width}`);
        await count.click();
        await page.getByRole('dialog').getByText(name.slice(0, 20)).first().waitFor();
        await page.keyboard.press('Escape');
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
        await page.getByRole('button', { name: `${t(lang, 'lbl_top_wishlist')} (0)` }).waitFor();
        await context.close();
      });

      it(`${lang} ${width}: the sizes of the chosen category only, and "1 star & up"`, async () => {
        const { context, page } = await newPage({ viewport, lang });
        await page.goto(`/${lang}/all-products/${frames.id}/photo-frames`);
        const aside = await filters(page, lang, width);
        const sizes = group(aside, t(lang, 'listing.sizes'));
        await expect.poll(async () => (await sizes.getByRole('checkbox').count())).toBe(frameSizes.length);
        const offered = await sizes.locator('label').allInnerTexts();
        expect(offered.map((s) => s.trim())).toEqual(frameSizes.map((s) => (lang === 'en' ? s.shortName : s.nameAr)));
        // A shirt size is not among a frame's.
        expect(offered).not.toContain(lang === 'en' ? 'XXL' : SIZES.find((s) => s.shortName === 'XXL')!.nameAr);
        const one = aside.getByLabel(lang === 'en' ? '1 star & up' : 'نجمة واحدة فأكثر', { exact: true });
        await one.scrollIntoViewIfNeeded();
        expect(await one.isVisible()).toBe(true);
        expect(await aside.getByLabel(lang === 'en' ? '2 stars & up' : 'نجمتان فأكثر', { exact: true }).count()).toBe(1);
        await context.close();
      });
    }

    it(`${lang} desktop: the category filter shows every parent, with no scroll box of its own; a parent opens its children`, async () => {
      const { context, page } = await newPage({ viewport: DESKTOP, lang });
      await page.goto(`/${lang}/all-products/0/all-categories`);
      const aside = await filters(page, lang, 'desktop');
      const categories = group(aside, t(lang, 'listing.categories'));
      for (const parent of PARENT_CATEGORIES) {
        const name = lang === 'en' ? parent.name : parent.nameAr;
        const check = categories.getByRole('checkbox', { name, exact: true });
        await check.scrollIntoViewIfNeeded();
        // Seen where it is: nothing of its own clips it (a scroll box would show another row there).
        const seen = await check.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit === el;
        });
        expect(seen, name).toBe(true);
      }
      const apparel = PARENT_CATEGORIES.find((p) => p.name === 'Apparel')!;
      const shirts = CATEGORIES.find((c) => c.name === 'T-Shirts')!;
      const child = categories.getByRole('checkbox', { name: lang === 'en' ? shirts.name : shirts.nameAr, exact: true });
      expect(await child.isVisible()).toBe(false);
      const open = categories.getByRole('button', { name: t(lang, 'listing.subcategories', { name: lang === 'en' ? apparel.name : apparel.nameAr }) });
      expect(await open.getAttribute('aria-expanded')).toBe('false');
      await open.click();
      await child.waitFor();
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      // The box follows the page's address, which changes once the new listing has loaded.
      await child.click();
      await expect.poll(() => new URL(page.url()).pathname).toContain(`/all-products/${shirts.id}/`);
      await expect.poll(() => child.isChecked()).toBe(true);
      await screenshot(page, `trust-listing-${lang}-desktop`);
      await context.close();
    });
  }
});
