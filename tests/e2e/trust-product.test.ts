// The product page, page titles, toasts and Arabic as a shopper sees them, on a phone
// (390x844) and a desktop (1366x900), in English and Arabic: the options on the page with
// their label and chosen value, required ones marked, a single choice chosen; one heading
// with the name and a breadcrumb through the category; tabs in one row; related products
// as a rail; every page titled "Page | Tohfa" in its language; one toast at a time on a
// phone, clear of the header's cart count and of the button pressed, a success clearing
// the warnings before it; prices, phone numbers and order numbers left to right in Arabic.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { box, overlaps, restingBox, type Box } from './support/boxes.ts';
import { admin, closeBrowser, DESKTOP, e2e, newPage, PHONE, screenshot, workerControls } from './support/browser.ts';
import { signUpShopper } from './support/shopper.ts';
import { toastsRunOut } from './support/toasts.ts';
import { SHOP_NAME } from '../../contract/page-title.ts';
import { formatMoney, salePrice } from '../../contract/money.ts';
import { CAMPAIGNS } from '../../server/db/seed/content.ts';
import { categorySlug, nameSlug } from '../../contract/shop-rules.ts';
import { PRODUCTS, productByName } from '../../server/db/seed/products.ts';
import { categoryById } from '../../server/db/seed/categories.ts';
import { ATTRIBUTES, COLORS } from '../../server/db/seed/lookups.ts';
import { DEMO_CUSTOMER, DEMO_ORDERS } from '../../server/db/seed/demo-customer.ts';
import { isPersonalisable } from '../../server/db/seed/personalisation.ts';

const env = e2e();
afterAll(async () => closeBrowser());

type Lang = 'en' | 'ar';
type Texts = (id: string, values?: Record<string, string | number>) => string;
type SeedProduct = (typeof PRODUCTS)[number];
async function loadCatalogue(name: Lang): Promise<Texts> {
  const messages = ((await import(/* @vite-ignore */ `../../src/i18n/${name}.ts`)) as Record<Lang, Record<string, string>>)[name];
  return (id, values = {}) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`no message ${id} in ${name}`);
    return Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), text);
  };
}
const catalogues = { en: await loadCatalogue('en'), ar: await loadCatalogue('ar') };
const SIZES = { phone: PHONE, desktop: DESKTOP } as const;
const COMBOS = (['en', 'ar'] as const).flatMap((lang) => (['phone', 'desktop'] as const).map((size) => ({ lang, size })));

const local = (lang: Lang, x: { name: string; nameAr: string }) => (lang === 'ar' ? x.nameAr : x.name);
const colourName = (lang: Lang, id: number) => local(lang, COLORS.find((c) => c.id === id)!);
const attributeName = (lang: Lang, id: number) => local(lang, ATTRIBUTES.find((a) => a.id === id)!);
const productPath = (lang: Lang, p: SeedProduct) => `/${lang}/product-detail/${p.id}/${categorySlug(categoryById(p.categoryId).name)}/${nameSlug(p.name)}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An option's accessible name: its label, the chosen value, and "(required)" for a required one. */
const optionName = (t: Texts, label: string, value: string | null, required: boolean) =>
  new RegExp(`^${escape(label)}${value ? `\\s*:\\s*${escape(value)}` : ''}${required ? `\\s*\\(${escape(t('detail.required'))}\\)` : ''}$`);
const valuesOf = (p: SeedProduct, attributeId: number) => new Set(p.options.filter((o) => o.attributeId === attributeId).map((o) => o.valueId));

/** Several colours and sizes, a required variant and an optional one, related products, and nothing to personalise. */
const RICH = PRODUCTS.find((p) => p.stock > 5 && p.colorIds.length > 1 && p.sizeIds.length > 1 && p.tagIds.length > 1 && !isPersonalisable(p)
  && p.options.some((o) => o.isRequired && o.attributeId > 2 && valuesOf(p, o.attributeId).size > 1)
  && p.options.some((o) => !o.isRequired && o.attributeId > 2))!;
const REQUIRED = RICH.options.find((o) => o.isRequired && o.attributeId > 2)!;
const OPTIONAL = RICH.options.find((o) => !o.isRequired && o.attributeId > 2)!;
/** One colour, no sizes, no required variant left to choose and nothing to personalise: nothing for the shopper to decide. */
const SINGLE = PRODUCTS.find((p) => p.stock > 5 && !p.isDigital && p.colorIds.length === 1 && p.sizeIds.length === 0 && !isPersonalisable(p)
  && p.options.filter((o) => o.isRequired && o.attributeId > 2).every((o) => valuesOf(p, o.attributeId).size === 1))!;

async function openProduct(page: Page, lang: Lang, p: SeedProduct) {
  await page.goto(productPath(lang, p));
  await page.getByRole('heading', { level: 1, name: local(lang, p), exact: true }).waitFor({ timeout: 20_000 });
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}


/** A toast's resting box and another element's box, once two looks a frame apart agree. */
async function settled(toast: Locator, other: Locator): Promise<[Box, Box]> {
  let last = JSON.stringify([await restingBox(toast), await box(other)]);
  for (let i = 0; i < 20; i++) {
    await toast.page().evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const now = JSON.stringify([await restingBox(toast), await box(other)]);
    if (now === last) break;
    last = now;
  }
  return JSON.parse(last) as [Box, Box];
}

/** The toasts on screen (notistack's alerts). */
const toasts = (page: Page) => page.getByRole('alert').filter({ has: page.locator('#notistack-snackbar') });

/**
 * Whether, inside the element, the first `a` is drawn to the left of the character after it
 * (or of the last `b` after it): the order a shopper reads on screen, whatever the text's
 * direction.
 */
async function drawnLeftOf(l: Locator, a: string, b?: string): Promise<boolean> {
  await l.waitFor({ timeout: 15_000 });
  const [only] = await drawnLeftOfEach(l, a, b);
  if (!only) throw new Error(`"${a}" not shown`);
  return only.left;
}

/**
 * drawnLeftOf for every element of `l` shown on screen, judged in one evaluation in the page:
 * a page that is still adding parts (decision 0042's stages) cannot move another element under
 * an index between one check and the next.
 */
async function drawnLeftOfEach(l: Locator, a: string, b?: string): Promise<{ text: string; left: boolean }[]> {
  return l.evaluateAll((els, [x, y]) => els.filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden').map((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent!;
      const i = text.indexOf(x!);
      if (i < 0) continue;
      const j = y ? text.lastIndexOf(y) : i + 1;
      if (j <= i) throw new Error(`nothing after "${x}" in "${text}"`);
      const left = (k: number) => {
        const r = document.createRange();
        r.setStart(n, k);
        r.setEnd(n, k + 1);
        return r.getBoundingClientRect().left;
      };
      return { text: (el as HTMLElement).innerText, left: left(i) < left(j) };
    }
    throw new Error(`"${x}" not shown in "${(el as HTMLElement).innerText}"`);
  }), [a, b ?? '']);
}

describe.skipIf(env.skip)('the product page, titles, toasts and Arabic, as a shopper sees them', () => {
  it('picks its products from the seed', () => {
    expect(RICH, 'a product with several colours and sizes, a required and an optional variant').toBeDefined();
    expect(SINGLE, 'a product with one colour and nothing else to choose').toBeDefined();
  });

  for (const { lang, size } of COMBOS) {
    const t = catalogues[lang];
    const shop = SHOP_NAME[lang];

    it(`${lang} ${size}: an address of English slugs (an older one moves there), one heading, a breadcrumb through the category, options with their chosen values, tabs in one row, related products in a rail`, async () => {
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      const name = local(lang, RICH);
      // An older address (another category slug, the name in the page's language) moves to the product's own.
      await page.goto(`/${lang}/product-detail/${RICH.id}/shop/${encodeURIComponent(name)}`);
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 20_000 });
      await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname), { timeout: 15_000 }).toBe(decodeURIComponent(productPath(lang, RICH)));
      expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([name]);
      await expect.poll(() => page.title()).toBe(`${name} | ${shop}`);

      // Home › Parent › Category › Product, each a link but the page itself.
      const category = categoryById(RICH.categoryId);
      const parent = categoryById(category.parentId!);
      const crumbs = page.getByRole('navigation', { name: t('page.breadcrumb') });
      await expect.poll(() => crumbs.getByRole('listitem').allInnerTexts(), { timeout: 15_000 })
        .toEqual([t('page.home'), local(lang, parent), local(lang, category), name]);
      expect(await crumbs.getByRole('link').allInnerTexts()).toEqual([t('page.home'), local(lang, parent), local(lang, category)]);
      expect(await crumbs.getByRole('link', { name: local(lang, category) }).getAttribute('href')).toBe(`/${lang}/all-products/${category.id}/${categorySlug(category.name)}`);

      // Each option says its label and, once chosen, its value; required ones say so.
      const colours = page.getByRole('group', { name: optionName(t, t('detail.colour'), null, true) });
      const chosenColour = RICH.colorIds[1]!;
      await colours.getByRole('button', { name: colourName(lang, chosenColour), exact: true }).click();
      const colourGroup = page.getByRole('group', { name: optionName(t, t('detail.colour'), colourName(lang, chosenColour), true) });
      await colourGroup.waitFor();
      expect(await colourGroup.getByRole('button', { pressed: true }).allInnerTexts()).toEqual([colourName(lang, chosenColour)]);
      // The chosen colour's name is written beside the label, not only in the swatch's tooltip.
      expect(await colourGroup.locator('legend strong').innerText()).toBe(colourName(lang, chosenColour));
      await page.getByRole('group', { name: optionName(t, t('detail.size'), null, true) }).waitFor();
      await page.getByRole('combobox', { name: optionName(t, attributeName(lang, REQUIRED.attributeId), null, true) }).waitFor();
      await page.getByRole('combobox', { name: optionName(t, attributeName(lang, OPTIONAL.attributeId), null, false) }).waitFor();

      // What is still missing gets the spec's message.
      await page.getByRole('button', { name: t('detail.addToCart'), exact: true }).click();
      await toasts(page).filter({ hasText: t('msg.selectSize') }).waitFor({ timeout: 15_000 });

      // The Product Variants modal still shows the options.
      await page.getByRole('button', { name: new RegExp(`^${t('detail.chooseVariants')}`) }).click();
      const dialog = page.getByRole('dialog', { name: t('detail.variants') });
      await dialog.getByRole('combobox', { name: optionName(t, attributeName(lang, REQUIRED.attributeId), null, true) }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Tabs: one row, whatever the width.
      const tabs = page.getByRole('tab');
      const tops = await Promise.all((await tabs.all()).map(async (tab) => (await box(tab)).y));
      expect(tops.length).toBe(5);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
      expect((await box(page.getByRole('tablist'))).height).toBeLessThan(70);
      await page.getByRole('tab', { name: t('detail.tab.info') }).click();
      // Tags read as a list in the page's language ("، " in Arabic).
      // Arabic joins a list with "،" and its last item with "و" (two tags: "و" alone).
      expect(await page.getByRole('tabpanel').innerText()).toMatch(lang === 'ar' ? /،| و/ : /, | and /);

      // Related products: one row that scrolls sideways.
      const related = page.getByRole('region', { name: t('detail.related') });
      await related.scrollIntoViewIfNeeded();
      const cards = related.getByRole('listitem');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(3);
      const [a, b, c] = [await box(cards.nth(0)), await box(cards.nth(1)), await box(cards.nth(2))];
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(Math.abs(a.y - c.y)).toBeLessThan(2);
      expect(await related.getByRole('list').first().evaluate((l) => l.scrollWidth > l.clientWidth)).toBe(true);
      // Its cards lead to addresses made of the English names, in Arabic too.
      const hrefs = await related.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) {
        const product = PRODUCTS.find((p) => p.id === Number(href.split('/')[3]))!;
        expect(decodeURIComponent(href)).toBe(decodeURIComponent(productPath(lang, product)));
      }
      await noHorizontalOverflow(page);
      await screenshot(page, `trust-product-${lang}-${size}-related`);
      await openProduct(page, lang, RICH);
      await page.getByRole('group', { name: optionName(t, t('detail.size'), null, true) }).scrollIntoViewIfNeeded();
      await screenshot(page, `trust-product-${lang}-${size}-options`);
      await context.close();
    });

    it(`${lang} ${size}: a single colour is chosen for the shopper, and the product goes in the cart as it is`, async () => {
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      await openProduct(page, lang, SINGLE);
      const only = colourName(lang, SINGLE.colorIds[0]!);
      const group = page.getByRole('group', { name: optionName(t, t('detail.colour'), only, true) });
      await group.waitFor({ timeout: 15_000 });
      expect(await group.getByRole('button', { name: only, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: t('detail.addToCart'), exact: true }).click();
      await toasts(page).filter({ hasText: t('msg.addedToCart') }).waitFor({ timeout: 15_000 });
      expect(await toasts(page).filter({ hasText: t('msg.selectColor') }).count()).toBe(0);
      await context.close();
    });

    it(`${lang} ${size}: toasts, one at a time on a phone, hide neither the cart count nor the button pressed; a success clears the warnings`, async () => {
      const { context, page } = await newPage({ viewport: SIZES[size], lang, clock: true });
      await openProduct(page, lang, RICH);
      const add = page.getByRole('button', { name: t('detail.addToCart'), exact: true });
      const cart = page.getByRole('banner').getByRole('link', { name: /\(\d+\)/ }).first();
      // What the shopper sees once the page has come whole: the breadcrumb (its categories
      // arrive after the product) and the footer are drawn, so nothing above the button moves it.
      await page.getByRole('navigation', { name: t('page.breadcrumb') }).getByRole('link', { name: t('page.home') }).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByRole('navigation', { name: t('page.breadcrumb') }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(4);
      await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
      // The button near the bottom of the screen, then near the middle: the toast keeps clear of it.
      for (const where of ['end', 'center'] as const) {
        // Each press gets its own toast: the one before has gone (its 5 s, on the page's clock).
        await toastsRunOut(page, toasts(page));
        await add.evaluate((el, block) => el.scrollIntoView({ block }), where);
        await add.click();
        await add.click();
        const shown = toasts(page).filter({ hasText: t('msg.selectSize') });
        await shown.first().waitFor({ timeout: 15_000 });
        // The toast at rest and the button where it stays: two looks a frame apart agree.
        const [toast, button] = await settled(shown.first(), add);
        expect(overlaps(toast, button), `toast over the button (${where}): ${JSON.stringify({ toast, button })}`).toBe(false);
        if (await cart.isVisible()) expect(overlaps(toast, await box(cart)), 'toast over the cart count').toBe(false);
        // The same message twice is one toast; on a phone any toast is one at a time.
        await expect.poll(() => toasts(page).count()).toBe(1);
        await screenshot(page, `trust-product-${lang}-${size}-toast-${where}`);
      }
      await page.getByRole('button', { name: t('detail.addToWishlist'), exact: true }).click();
      if (size === 'phone') {
        await toasts(page).filter({ hasText: t('msg.addedToWishlist') }).waitFor({ timeout: 15_000 });
        await expect.poll(() => toasts(page).count(), { timeout: 10_000 }).toBe(1);
      }

      // Choose what is missing: the success takes the warnings' place.
      await page.getByRole('button', { name: colourName(lang, RICH.colorIds[0]!), exact: true }).click();
      await page.getByRole('group', { name: new RegExp(`^${t('detail.size')}`) }).getByRole('button').first().click();
      await page.getByRole('combobox', { name: optionName(t, attributeName(lang, REQUIRED.attributeId), null, true) }).selectOption(String(REQUIRED.valueId));
      await add.click();
      await toasts(page).filter({ hasText: t('msg.addedToCart') }).waitFor({ timeout: 15_000 });
      await expect.poll(() => toasts(page).filter({ hasText: t('msg.selectSize') }).count(), { timeout: 10_000 }).toBe(0);
      await context.close();
    });

    it(`${lang} ${size}: every page has its own title in the page's language, the shop's name once`, async () => {
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      await page.goto(`/${lang}/`);
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${t('page.homeTitle')} | ${shop}`);
      // On a phone a sample; on a desktop every route.
      const paths = size === 'phone'
        ? ['about', 'cart', `product-detail/${SINGLE.id}/x/y`, 'no-such-page']
        : ['about', 'faq', 'contact-us', 'become-seller', 'login', 'signup', 'reset-password', 'cart', 'policies/returns', 'policies/terms',
          'policies/privacy', 'policies/grievance', 'all-products/0/all-categories', `all-products/${RICH.categoryId}/x`, `product-detail/${RICH.id}/x/y`,
          'campaign/1/x', 'no-such-page'];
      const seen = new Set<string>();
      for (const path of paths) {
        await page.goto(`/${lang}/${path}`);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor({ timeout: 20_000 });
        await expect.poll(async () => (await heading.innerText()).trim(), { timeout: 20_000 }).not.toBe(t('page.loading'));
        await expect.poll(async () => page.title(), { timeout: 15_000 }).toBe(`${(await heading.innerText()).trim()} | ${shop}`);
        const title = await page.title();
        expect(title.split(shop).length - 1, title).toBe(1);
        if (lang === 'ar') expect(title, path).toMatch(/[\u0600-\u06FF]/u);
        seen.add(title);
      }
      expect(seen.size).toBe(paths.length);
      await context.close();
    });

    it(`${lang} ${size}: prices (home, listing, cart, order), the footer's phone number and order numbers read left to right; the order detail fits, its options in the page's language`, async () => {
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      await page.goto(`/${lang}/login`);
      await page.getByLabel(t('account.email')).fill(DEMO_CUSTOMER.email);
      await page.locator('main input[type=password]').fill(DEMO_CUSTOMER.password);
      await page.locator('main form button[type=submit]').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(new RegExp(`^/${lang}/?$`));

      // The footer's phone number: "+91" drawn before its last digits.
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const phone = footer.getByRole('link', { name: /98200/ });
      expect(await drawnLeftOf(phone, '+', '5')).toBe(true);
      expect(await drawnLeftOf(phone, '9', '5')).toBe(true);

      // Prices are written one way everywhere, the sign on the left of the digits: the home page's
      // banner and cards, the listing's cards and price filter, the cart, and (below) the order.
      const signLeft = async (where: string) => {
        const prices = page.getByRole('main').getByText(/₹/);
        await expect.poll(() => prices.count(), { timeout: 15_000 }).toBeGreaterThan(2);
        const shown = await drawnLeftOfEach(prices, '₹');
        expect(shown.length, `${where}: prices shown`).toBeGreaterThan(0);
        for (const { text, left } of shown) expect(left, `${where}: ${text}`).toBe(true);
      };
      await signLeft('home');
      await page.goto(`/${lang}/all-products/0/all-categories`);
      await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 15_000 });
      await signLeft('listing');
      await openProduct(page, lang, SINGLE);
      await page.getByRole('button', { name: t('detail.addToCart'), exact: true }).click();
      await toasts(page).filter({ hasText: t('msg.addedToCart') }).waitFor({ timeout: 15_000 });
      await page.goto(`/${lang}/cart`);
      await page.getByRole('link', { name: local(lang, SINGLE) }).first().waitFor({ timeout: 15_000 });
      await signLeft('cart');

      await page.goto(`/${lang}/orders-history`);
      const view = page.getByRole('button', { name: new RegExp(t('orders.viewOf', { number: '' }).trim()) }).first();
      await view.waitFor({ timeout: 15_000 });
      await view.click();
      const detail = page.getByRole('heading', { name: new RegExp('TOH-') }).last();
      await detail.waitFor({ timeout: 15_000 });
      // The order number in its own order, inside the Arabic heading too.
      expect(await drawnLeftOf(detail, 'T', '0')).toBe(true);
      const items = page.getByRole('table', { name: t('orders.itemsTitle') });
      await items.waitFor({ timeout: 15_000 });
      // Every price has its sign on the left of its digits, in a cell or in a sentence.
      const prices = page.getByRole('main').getByText(/₹/);
      const count = await prices.count();
      expect(count).toBeGreaterThan(2);
      for (let i = 0; i < count; i++) expect(await drawnLeftOf(prices.nth(i), '₹'), await prices.nth(i).innerText()).toBe(true);
      // Readable at 390 px: nothing wider than the screen, the item's picture beside its name.
      await noHorizontalOverflow(page);
      const row = items.getByRole('row').nth(1);
      // The options in the page's language, each with its label ("Colour: Black").
      const ordered = productByName(DEMO_ORDERS[1]!.items[0]!.productName);
      const chosen = ordered.options.filter((o, _k, all) => (o.attributeId === 1 && o.valueId === ordered.colorIds[0])
        || (o.attributeId !== 1 && (o.attributeId === 2 || o.isRequired) && all.find((x) => x.attributeId === o.attributeId) === o));
      expect(chosen.length).toBeGreaterThan(0);
      const productCell = row.getByRole('cell').nth(1);
      await productCell.getByText(local(lang, ordered)).waitFor();
      for (const o of chosen) {
        await productCell.getByText(`${attributeName(lang, o.attributeId)}: ${lang === 'ar' ? o.displayValueAr : o.displayValue}`).waitFor();
      }
      if (lang === 'ar') expect(await productCell.innerText()).not.toMatch(/[A-Za-z]/);
      // The picture is decorative (its name is beside it): its cell is the first.
      const picture = await box(row.getByRole('cell').first());
      const productName = await box(row.getByRole('cell').nth(1));
      expect(picture.y).toBeLessThan(productName.y + productName.height);
      expect(productName.y).toBeLessThan(picture.y + picture.height);
      await items.scrollIntoViewIfNeeded();
      await screenshot(page, `trust-product-${lang}-${size}-order-detail`);
      await context.close();
    });
  }

  for (const { lang, size } of COMBOS) {
    const t = catalogues[lang];
    it(`${lang} ${size}: a campaign's prices and the checkout's summary with a coupon: the right amounts, the sign on the left, the code left to right`, async () => {
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      // The campaign's products, each at its price, written as every other price.
      const diwali = CAMPAIGNS[0]!;
      await page.goto(`/${lang}/campaign/${diwali.id}/x`);
      const offer = page.getByRole('region', { name: t('campaign.products') });
      const cards = offer.getByRole('article');
      await cards.first().waitFor({ timeout: 20_000 });
      expect(await cards.count()).toBeGreaterThan(2);
      for (const card of await cards.all()) {
        const name = (await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('title'))!;
        const product = PRODUCTS.find((p) => local(lang, p) === name)!;
        expect(await card.innerText(), name).toContain(formatMoney(lang, salePrice({ Price: product.price, DiscountedPrice: product.discountedPrice }).now));
        for (const price of await card.getByText(/₹/).all()) expect(await drawnLeftOf(price, '₹'), `${name}: ${await price.innerText()}`).toBe(true);
      }
      await offer.scrollIntoViewIfNeeded();
      await screenshot(page, `trust-product-${lang}-${size}-campaign-prices`);

      // A coupon whose code starts with digits: in an Arabic sentence, unless isolated, "50" would move to the far side of "OFF".
      const k = 100 + Math.floor(Math.random() * 900);
      const code = `50-OFF-${k}`;
      await admin('coupons', { method: 'POST', body: { code, type: 'fixed', value: 50 } });
      const email = await signUpShopper(`trust-coupon-${lang}-${size}`);
      await page.goto(`/${lang}/login`);
      await page.getByLabel(t('account.email')).fill(email);
      await page.locator('main input[type=password]').fill('secret123');
      await page.locator('main form button[type=submit]').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(new RegExp(`^/${lang}/?$`));
      await openProduct(page, lang, SINGLE);
      await page.getByRole('button', { name: t('detail.addToCart'), exact: true }).click();
      await toasts(page).filter({ hasText: t('msg.addedToCart') }).waitFor({ timeout: 15_000 });
      await page.goto(`/${lang}/checkout`);
      const coupon = page.getByRole('form', { name: t('lbl_checkout_apply_coupon') });
      await coupon.getByRole('textbox').fill(code);
      await coupon.getByRole('button', { name: t('lbl_checkout_apply_coupon') }).click();
      const discountRow = page.getByText(t('checkout.couponDiscount', { code: lang === 'ar' ? `\u2066${code}\u2069` : code }), { exact: true });
      await discountRow.waitFor({ timeout: 15_000 });
      // The code reads as typed: "50" before "OFF", "OFF" before the last digits.
      expect(await drawnLeftOf(discountRow, '5', 'O'), `${code} in "${await discountRow.innerText()}"`).toBe(true);
      expect(await drawnLeftOf(discountRow, 'O', String(k).slice(-1))).toBe(true);

      // The summary: subtotal, the coupon's ₹50 off, delivery and a total that adds up, each
      // written as every price is (isolated in Arabic), the minus before the sign.
      const amount = async (id: string) => page.getByTestId(id).innerText();
      const value = (text: string) => Number(text.replace(/[^\d.]/g, ''));
      const [subtotal, discount, shipping, total] = [await amount('checkout-subtotal'), await amount('checkout-discount'), await amount('checkout-shipping'), await amount('checkout-total')];
      expect(subtotal).toBe(formatMoney(lang, value(subtotal)));
      expect(shipping).toBe(formatMoney(lang, value(shipping)));
      expect(discount).toBe(lang === 'ar' ? `\u2066−${formatMoney(lang, 50).replace(/[\u2066\u2069]/g, '')}\u2069` : `−${formatMoney(lang, 50)}`);
      expect(total).toBe(formatMoney(lang, Math.round((value(subtotal) - 50 + value(shipping)) * 100) / 100));
      const lines = page.getByRole('table', { name: t('lbl_checkout_your_order') }).getByRole('row');
      expect(value(await lines.nth(1).getByRole('cell').last().innerText())).toBe(value(subtotal));
      for (const id of ['checkout-subtotal', 'checkout-discount', 'checkout-shipping', 'checkout-total']) {
        expect(await drawnLeftOf(page.getByTestId(id), '₹'), id).toBe(true);
      }
      expect(await drawnLeftOf(page.getByTestId('checkout-discount'), '−', '₹')).toBe(true);
      await page.getByTestId('checkout-total').scrollIntoViewIfNeeded();
      await noHorizontalOverflow(page);
      await screenshot(page, `trust-product-${lang}-${size}-checkout-coupon`);
      await context.close();
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: an older address answered by the service worker's shell, online and offline, moves to the product's own in place`, async () => {
      const { context, page } = await newPage({ viewport: PHONE, lang });
      await openProduct(page, lang, SINGLE);
      await workerControls(page);
      const older = `/${lang}/product-detail/${SINGLE.id}/shop/${encodeURIComponent(local(lang, SINGLE))}`;
      for (const offline of [false, true]) {
        await context.setOffline(offline);
        await page.goto(`/${lang}/about`);
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
        // The worker answers with its shell (no 301 from the server); the page corrects the address.
        const answer = await page.goto(older);
        expect(answer?.fromServiceWorker(), offline ? 'offline' : 'online').toBe(true);
        await page.getByRole('heading', { level: 1, name: local(lang, SINGLE), exact: true }).waitFor({ timeout: 20_000 });
        await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname), { timeout: 15_000 }).toBe(decodeURIComponent(productPath(lang, SINGLE)));
        // In place of the older address: Back goes to the page before it.
        await page.goBack();
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/${lang}/about`);
      }
      await context.setOffline(false);
      await context.close();
    });
  }

  it('after the login checkout asked for, one toast says so, not two on top of each other', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const t = catalogues[lang];
      const { context, page } = await newPage({ viewport: lang === 'en' ? DESKTOP : PHONE, lang });
      const email = await signUpShopper(`trust-product-${lang}`);
      await openProduct(page, lang, SINGLE);
      await page.getByRole('button', { name: t('detail.addToCart'), exact: true }).click();
      await toasts(page).filter({ hasText: t('msg.addedToCart') }).waitFor({ timeout: 15_000 });
      await page.goto(`/${lang}/checkout`);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/${lang}/login`);
      await page.getByLabel(t('account.email')).fill(email);
      await page.locator('main input[type=password]').fill('secret123');
      await page.locator('main form button[type=submit]').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/${lang}/checkout`);
      await toasts(page).first().waitFor({ timeout: 15_000 });
      // The "please log in" is gone once logged in; what is left never overlaps.
      await expect.poll(() => toasts(page).filter({ hasText: t('error.UNAUTHORIZED') }).count(), { timeout: 10_000 }).toBe(0);
      const boxes = await Promise.all((await toasts(page).all()).map((l) => box(l)));
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
      await screenshot(page, `trust-product-${lang}-checkout-after-login`);
      await context.close();
    }
  });
});
