// The product listing in Chromium, in English and Arabic: each sidebar filter alone
// (category, brand, size, tag, price band, colour, rating), the navbar search, one
// combination, paging, both price sorts, the view switch, the page-size selector and the
// empty state with its clear-filters action; on a phone, the filter drawer. Expected product names are computed here
// from the seed's data files (server/db/seed/*), never from the call the page makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiCall, closeBrowser, DESKTOP, e2e, newPage, PHONE } from './support/browser.ts';
import { LANGS, t, type Lang } from './support/intl.ts';
import { callPath } from '../../contract/calls.ts';
import type { Review } from '../../contract/models.ts';
import { DEFAULT_PAGE_SIZE, PRICE_BANDS, TRUNCATE, truncate } from '../../contract/shop-rules.ts';
import { CATEGORIES } from '../../server/db/seed/categories.ts';
import { COLORS, MANUFACTURERS, SIZES, TAGS } from '../../server/db/seed/lookups.ts';
import { PRODUCTS, type SeedProduct } from '../../server/db/seed/products.ts';

const env = e2e();
afterAll(async () => closeBrowser());

// ---- expectations from the seed ----------------------------------------------------

const pays = (p: SeedProduct) => p.discountedPrice ?? p.price;
const byPriceAsc = (a: SeedProduct, b: SeedProduct) => pays(a) - pays(b) || a.id - b.id;
const byPriceDesc = (a: SeedProduct, b: SeedProduct) => pays(b) - pays(a) || b.id - a.id;
const shownName = (lang: Lang, p: SeedProduct) => truncate(lang === 'ar' ? p.nameAr : p.name, TRUNCATE.listName);
const namesOf = (lang: Lang, ps: readonly SeedProduct[]) => ps.map((p) => shownName(lang, p));
/** A category and its children (choosing a parent includes its children). */
const family = (id: number) => new Set(CATEGORIES.filter((c) => c.id === id || c.parentId === id).map((c) => c.id));
const lookupName = (lang: Lang, x: { name: string; nameAr: string }) => (lang === 'ar' ? x.nameAr : x.name);

/**
 * Ratings move when shoppers review (this suite's other files write reviews): the seed's
 * rating, unless the product's review list (the public reviews call, not the listing)
 * has grown, then that list's average rounded to 2 decimals as the server keeps it.
 */
async function currentRatings(): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  for (let i = 0; i < PRODUCTS.length; i += 16) {
    await Promise.all(PRODUCTS.slice(i, i + 16).map(async (p) => {
      const { data } = await apiCall<Review[]>(callPath('GET_PRODUCT_REVIEWS'), { ProductId: p.id, PageNo: 1, PageSize: 100 });
      if (data.length === p.reviews.length) return out.set(p.id, p.rating);
      out.set(p.id, data.length ? Math.round((data.reduce((s, r) => s + r.Rating, 0) / data.length) * 100) / 100 : null);
    }));
  }
  return out;
}

// ---- the page ----------------------------------------------------------------------

const cardNames = (page: Page) => page.locator('.product-grid .product-card__name').allInnerTexts();
const cardPrices = async (page: Page) =>
  (await page.locator('.product-grid .product-card .price__now').allInnerTexts()).map((s) => Number(s.replace(/[^\d.]/g, '')));
const countText = (page: Page) => page.locator('.toolbar__count').innerText();
/** How many product cards sit on the grid's first row, as laid out on screen. */
const columnsShown = (page: Page) => page.locator('.product-grid > li').evaluateAll((lis) => {
  const top = Math.round(lis[0]!.getBoundingClientRect().top);
  return lis.filter((li) => Math.round(li.getBoundingClientRect().top) === top).length;
});

/** Waits until the cards show exactly these names (the previous page lingers while the next loads). */
async function expectNames(page: Page, expected: string[], sorted = false) {
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(async () => (sorted ? (await cardNames(page)).sort() : await cardNames(page)), { timeout: 15_000 })
    .toEqual(sorted ? [...expected].sort() : expected);
}

async function expectCount(page: Page, lang: Lang, count: number) {
  await expect.poll(() => countText(page), { timeout: 15_000 }).toBe(t(lang, 'listing.results', { count }));
}

/** A sidebar section by its title, opened (brands and tags start closed). */
async function section(page: Page, title: string): Promise<Locator> {
  const s = page.locator('aside details.filter').filter({ has: page.locator('summary').getByText(title, { exact: true }) });
  if (!(await s.evaluate((d) => (d as HTMLDetailsElement).open))) await s.locator('summary').click();
  return s;
}

/** Every product of the filter on one page, cheapest first. */
const ALL_CHEAPEST_FIRST = (lang: Lang) => `/${lang}/all-products/0/all-categories?OrderByColumnName=Price+ASC&PageSize=100`;

async function openListing(page: Page, url: string) {
  await page.goto(url);
  await page.locator('.product-grid .product-card').first().waitFor();
  // The sidebar's lists arrive with their own calls.
  await page.locator('aside .check--parent').first().waitFor();
}

describe.skipIf(env.skip)('listing filters, each alone, against the seed', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage({ viewport: DESKTOP, lang }));
      });
      afterAll(async () => context?.close());

      /** Applies one filter through the sidebar and checks every name shown and the count. */
      async function filterAlone(apply: () => Promise<void>, keep: (p: SeedProduct) => boolean, urlHas: string) {
        await openListing(page, ALL_CHEAPEST_FIRST(lang));
        await apply();
        const expected = PRODUCTS.filter(keep).sort(byPriceAsc);
        expect(expected.length).toBeLessThanOrEqual(100);
        // Plain values in the URL a shopper shares (TagID=7, not TagID="7").
        await expect.poll(() => decodeURIComponent(page.url())).toContain(urlHas);
        expect(decodeURIComponent(page.url())).not.toContain('"');
        await expectNames(page, namesOf(lang, expected));
        await expectCount(page, lang, expected.length);
      }

      it('category: a parent category shows its own and its children\'s products', async () => {
        const jewellery = CATEGORIES.find((c) => c.name === 'Jewellery')!;
        const ids = family(jewellery.id);
        await filterAlone(
          async () => (await section(page, t(lang, 'listing.categories'))).getByLabel(lookupName(lang, jewellery), { exact: true }).check(),
          (p) => ids.has(p.categoryId),
          `/all-products/${jewellery.id}/`,
        );
        expect(new URL(page.url()).pathname).toBe(`/${lang}/all-products/${jewellery.id}/jewellery`);
      });

      it('brand', async () => {
        const maker = MANUFACTURERS.find((m) => m.name === 'Silverline Jewels')!;
        await filterAlone(
          async () => (await section(page, t(lang, 'listing.brands'))).getByLabel(lookupName(lang, maker), { exact: true }).check(),
          (p) => p.manufacturerId === maker.id,
          `ManufacturerID=${maker.id}`,
        );
      });

      it('size', async () => {
        const size = SIZES.find((s) => s.shortName === '8x10')!;
        await filterAlone(
          async () => (await section(page, t(lang, 'listing.sizes'))).getByLabel(lang === 'ar' ? size.nameAr : size.shortName, { exact: true }).check(),
          (p) => p.sizeIds.includes(size.id),
          `SizeID=${size.id}`,
        );
      });

      it('tag', async () => {
        const tag = TAGS.find((g) => g.name === "Mother's Day")!;
        await filterAlone(
          async () => (await section(page, t(lang, 'listing.tags'))).getByLabel(truncate(lookupName(lang, tag), TRUNCATE.tagName), { exact: true }).check(),
          (p) => p.tagIds.includes(tag.id),
          `TagID=${tag.id}`,
        );
      });

      it('price band', async () => {
        const band = PRICE_BANDS.find((b) => b.min === 300)!;
        await filterAlone(
          async () => (await section(page, t(lang, 'listing.price'))).getByLabel(t(lang, 'listing.priceBand', band), { exact: true }).check(),
          (p) => pays(p) >= band.min && pays(p) <= band.max,
          `MinPrice=${band.min}&MaxPrice=${band.max}`,
        );
        for (const price of await cardPrices(page)) expect(price >= band.min && price <= band.max).toBe(true);
      });

      it('colour', async () => {
        const red = COLORS.find((c) => c.name === 'Red')!;
        await filterAlone(
          async () => (await section(page, t(lang, 'listing.colour'))).getByRole('button', { name: lookupName(lang, red), exact: true }).click(),
          (p) => p.colorIds.includes(red.id),
          `ColorID=${red.id}`,
        );
        const swatch = (await section(page, t(lang, 'listing.colour'))).getByRole('button', { name: lookupName(lang, red), exact: true });
        expect(await swatch.getAttribute('aria-pressed')).toBe('true');
      });

      it('rating: 4 stars and up', async () => {
        const ratings = await currentRatings();
        await filterAlone(
          async () => (await section(page, t(lang, 'listing.rating'))).getByLabel(t(lang, 'listing.ratingUp', { n: 4 }), { exact: true }).check(),
          (p) => (ratings.get(p.id) ?? null) !== null && ratings.get(p.id)! >= 4,
          'Rating=4',
        );
      });

      it('search term typed in the navbar', async () => {
        const term = lang === 'ar' ? 'مصباح' : 'lamp';
        await page.goto(`/${lang}/`);
        await page.getByLabel(t(lang, 'nav.searchLabel')).fill(term);
        await page.getByLabel(t(lang, 'nav.searchLabel')).press('Enter');
        await expect.poll(() => new URL(page.url()).searchParams.get('SearchTerm')).toBe(term);
        const expected = PRODUCTS.filter((p) => `${p.name} ${p.nameAr}`.toLowerCase().includes(term));
        expect(expected.length).toBeLessThanOrEqual(DEFAULT_PAGE_SIZE);
        // The search keeps the default (featured) order, which sales change: compare as sets.
        await expectNames(page, namesOf(lang, expected), true);
        await expectCount(page, lang, expected.length);
        await page.getByRole('heading', { name: t(lang, 'listing.searchTitle', { term }) }).first().waitFor();
      });

      it('a combination: category, tag and price band together', async () => {
        const parent = CATEGORIES.find((c) => c.name === 'Personalised Mugs')!;
        const tag = TAGS.find((g) => g.name === 'Birthday')!;
        const band = PRICE_BANDS.find((b) => b.min === 400)!;
        // From page 2: any filter change returns to page 1 (docs/rules.md R4).
        await openListing(page, `${ALL_CHEAPEST_FIRST(lang)}&PageNo=2`);
        await (await section(page, t(lang, 'listing.categories'))).getByLabel(lookupName(lang, parent), { exact: true }).check();
        await expect.poll(() => new URL(page.url()).pathname).toContain(`/all-products/${parent.id}/`);
        expect(new URL(page.url()).searchParams.get('PageNo')).toBeNull();
        await (await section(page, t(lang, 'listing.tags'))).getByLabel(lookupName(lang, tag), { exact: true }).check();
        await expect.poll(() => new URL(page.url()).searchParams.get('TagID')?.replaceAll('"', '')).toBe(String(tag.id));
        await (await section(page, t(lang, 'listing.price'))).getByLabel(t(lang, 'listing.priceBand', band), { exact: true }).check();
        const ids = family(parent.id);
        const expected = PRODUCTS.filter((p) => ids.has(p.categoryId) && p.tagIds.includes(tag.id) && pays(p) >= band.min && pays(p) <= band.max).sort(byPriceAsc);
        await expectNames(page, namesOf(lang, expected));
        await expectCount(page, lang, expected.length);
        // The filters live in the URL: a reload shows the same products, boxes still ticked.
        await page.reload();
        await expectNames(page, namesOf(lang, expected));
        expect(await (await section(page, t(lang, 'listing.tags'))).getByLabel(lookupName(lang, tag), { exact: true }).isChecked()).toBe(true);
        // Clicking the tag again removes it (multi-select), keeping the others.
        await (await section(page, t(lang, 'listing.tags'))).getByLabel(lookupName(lang, tag), { exact: true }).uncheck();
        const withoutTag = PRODUCTS.filter((p) => ids.has(p.categoryId) && pays(p) >= band.min && pays(p) <= band.max).sort(byPriceAsc);
        expect(withoutTag.length).toBeGreaterThan(expected.length);
        await expectNames(page, namesOf(lang, withoutTag));
      });
    });
  }
});

describe.skipIf(env.skip)('listing paging, sort, view, page size and the empty state', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage({ viewport: DESKTOP, lang }));
      });
      afterAll(async () => context?.close());

      it('sorts the shown prices low to high and high to low, and page 2 shows the next products', async () => {
        await openListing(page, `/${lang}/all-products/0/all-categories`);
        const sort = page.getByLabel(t(lang, 'listing.sort'));
        await sort.selectOption({ label: t(lang, 'listing.sort.priceAsc') });
        const asc = [...PRODUCTS].sort(byPriceAsc);
        await expectNames(page, namesOf(lang, asc.slice(0, DEFAULT_PAGE_SIZE)));
        const ascPrices = await cardPrices(page);
        expect(ascPrices).toEqual(asc.slice(0, DEFAULT_PAGE_SIZE).map(pays));
        expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
        await expectCount(page, lang, PRODUCTS.length);

        await page.getByRole('button', { name: t(lang, 'listing.page', { n: 2 }) }).click();
        await expectNames(page, namesOf(lang, asc.slice(DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE)));
        expect(new URL(page.url()).searchParams.get('PageNo')).toBe('2');
        expect(await page.getByRole('button', { name: t(lang, 'listing.page', { n: 2 }) }).getAttribute('aria-current')).toBe('page');
        await page.getByRole('button', { name: t(lang, 'listing.prev') }).click();
        await expectNames(page, namesOf(lang, asc.slice(0, DEFAULT_PAGE_SIZE)));

        await sort.selectOption({ label: t(lang, 'listing.sort.priceDesc') });
        const desc = [...PRODUCTS].sort(byPriceDesc);
        await expectNames(page, namesOf(lang, desc.slice(0, DEFAULT_PAGE_SIZE)));
        const descPrices = await cardPrices(page);
        expect(descPrices).toEqual(desc.slice(0, DEFAULT_PAGE_SIZE).map(pays));
        expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
        await page.getByRole('button', { name: t(lang, 'listing.next') }).click();
        await expectNames(page, namesOf(lang, desc.slice(DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE)));
      });

      it('switches the view between 2, 3 and 4 columns and a list, as laid out on screen', async () => {
        await openListing(page, `/${lang}/all-products/0/all-categories?OrderByColumnName=Price+ASC`);
        const group = page.getByRole('group', { name: t(lang, 'listing.view') });
        for (const [view, n] of [['grid-2', 2], ['grid-4', 4], ['rows', 1], ['grid-3', 3]] as const) {
          await group.getByRole('button', { name: t(lang, `listing.view.${view}`), exact: true }).click();
          await expect.poll(() => columnsShown(page)).toBe(n);
          expect(await group.getByRole('button', { name: t(lang, `listing.view.${view}`), exact: true }).getAttribute('aria-pressed')).toBe('true');
          expect(new URL(page.url()).searchParams.get('view')).toBe(view === 'grid-3' ? null : view);
        }
        // The view is kept while filtering and paging.
        await group.getByRole('button', { name: t(lang, 'listing.view.rows'), exact: true }).click();
        await page.getByRole('button', { name: t(lang, 'listing.page', { n: 2 }) }).click();
        await expectNames(page, namesOf(lang, [...PRODUCTS].sort(byPriceAsc).slice(DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE)));
        await expect.poll(() => columnsShown(page)).toBe(1);
      });

      it('shows as many products as the page-size selector says, back on page 1', async () => {
        await openListing(page, `/${lang}/all-products/0/all-categories?OrderByColumnName=Price+ASC&PageNo=3`);
        const asc = [...PRODUCTS].sort(byPriceAsc);
        await expectNames(page, namesOf(lang, asc.slice(18, 27)));
        const select = page.locator('.toolbar__select').filter({ has: page.getByText(t(lang, 'listing.pageSize'), { exact: true }) }).locator('select');
        const offered = await select.locator('option').allInnerTexts();
        expect(offered).toEqual(['9', '18', '27', '36', '45', '54', '100']);
        await select.selectOption('18');
        await expectNames(page, namesOf(lang, asc.slice(0, 18)));
        expect(new URL(page.url()).searchParams.get('PageSize')).toBe('18');
        expect(new URL(page.url()).searchParams.get('PageNo')).toBeNull();
        await select.selectOption('36');
        await expectNames(page, namesOf(lang, asc.slice(0, 36)));
        await page.getByRole('button', { name: t(lang, 'listing.page', { n: 2 }) }).click();
        await expectNames(page, namesOf(lang, asc.slice(36, 72)));
      });

      it('says when no product matches and clears every filter on request', async () => {
        // No seed product comes in orange: a real filter with no match.
        const orange = COLORS.find((c) => c.name === 'Orange')!;
        expect(PRODUCTS.some((p) => p.colorIds.includes(orange.id))).toBe(false);
        const mugs = CATEGORIES.find((c) => c.name === 'Personalised Mugs')!;
        await openListing(page, `/${lang}/all-products/${mugs.id}/personalised-mugs?OrderByColumnName=Price+ASC&TagID=1`);
        await (await section(page, t(lang, 'listing.colour'))).getByRole('button', { name: lookupName(lang, orange), exact: true }).click();
        await page.getByText(t(lang, 'listing.empty'), { exact: true }).waitFor();
        expect(await page.locator('.product-grid .product-card').count()).toBe(0);
        await page.getByRole('button', { name: t(lang, 'listing.clear'), exact: true }).click();
        // Every filter gone (the sort stays): all products, cheapest first.
        await expectNames(page, namesOf(lang, [...PRODUCTS].sort(byPriceAsc).slice(0, DEFAULT_PAGE_SIZE)));
        await expectCount(page, lang, PRODUCTS.length);
        const url = new URL(page.url());
        expect(url.pathname).toBe(`/${lang}/all-products/0/all-categories`);
        expect([...url.searchParams.keys()]).toEqual(['OrderByColumnName']);
        expect(await page.getByText(t(lang, 'listing.empty'), { exact: true }).count()).toBe(0);
      });
    });
  }
});

describe.skipIf(env.skip)('the view switcher on a phone', () => {
  for (const lang of LANGS) {
    it(`offers 2 columns and the list on a phone, and the pressed one is the layout shown (${lang})`, async () => {
      const { context, page } = await newPage({ viewport: PHONE, lang });
      await page.goto(`/${lang}/all-products/0/all-categories?view=grid-4`);
      await page.locator('.product-grid .product-card').first().waitFor();
      const group = page.getByRole('group', { name: t(lang, 'listing.view') });
      const offered = await group.getByRole('button').allInnerTexts();
      expect(offered.map((s) => s.trim())).toEqual([t(lang, 'listing.view.grid-2'), t(lang, 'listing.view.rows')]);
      await expect.poll(() => columnsShown(page)).toBe(2);
      expect(await group.getByRole('button', { name: t(lang, 'listing.view.grid-2'), exact: true }).getAttribute('aria-pressed')).toBe('true');
      await group.getByRole('button', { name: t(lang, 'listing.view.rows'), exact: true }).click();
      await expect.poll(() => columnsShown(page)).toBe(1);
      expect(await group.getByRole('button', { name: t(lang, 'listing.view.rows'), exact: true }).getAttribute('aria-pressed')).toBe('true');
      await context.close();
    });
  }
});

describe.skipIf(env.skip)('the filter drawer on a phone', () => {
  for (const lang of LANGS) {
    it(`opens from its button, takes the focus, filters, and closes with Escape or a tap beside it (${lang})`, async () => {
      const { context, page } = await newPage({ viewport: PHONE, lang });
      await page.goto(`/${lang}/all-products/0/all-categories`);
      await page.locator('.product-grid .product-card').first().waitFor();
      const drawer = page.getByRole('complementary', { name: t(lang, 'listing.filters') });
      const toggle = page.getByRole('button', { name: t(lang, 'listing.showFilters') });
      const close = page.getByRole('button', { name: t(lang, 'listing.hideFilters') });
      // Closed: off screen and out of the keyboard's way.
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      await toggle.click();
      await expect.poll(() => close.evaluate((b) => b === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // Once slid in, the drawer lies inside the phone's width, on the reading side.
      const startEdge = async () => {
        const box = (await drawer.boundingBox())!;
        return Math.round(lang === 'ar' ? PHONE.width - (box.x + box.width) : box.x);
      };
      await expect.poll(startEdge).toBe(0);
      expect((await drawer.boundingBox())!.width).toBeLessThan(PHONE.width);

      const mugs = CATEGORIES.find((c) => c.name === 'Personalised Mugs')!;
      await (await section(page, t(lang, 'listing.categories'))).getByLabel(lookupName(lang, mugs), { exact: true }).check();
      const expected = PRODUCTS.filter((p) => family(mugs.id).has(p.categoryId));
      await expectCount(page, lang, expected.length);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/all-products/${mugs.id}/personalised-mugs`);

      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);

      await toggle.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await page.mouse.click(lang === 'ar' ? 10 : PHONE.width - 10, PHONE.height / 2); // the dimmed page beside the drawer
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await context.close();
    });
  }
});
