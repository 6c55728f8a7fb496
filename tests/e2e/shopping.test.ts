// Shopping journeys in a real Chromium against `npm start`'s server, in English
// and Arabic: a cart of three products with options, quantity limits, both coupon
// answers, a cash-on-delivery order seen in the history with the cart's totals; one
// order for a double click or a retry after a lost answer; an offline order refused with
// nothing lost; cart and wish list surviving a reload and a cleared IndexedDB; the demo
// customer's digital download, byte for byte.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { admin, apiCall, closeBrowser, DESKTOP, e2e, newPage, PHONE, screenshot, workerControls } from './support/browser.ts';
import { signUpShopper } from './support/shopper.ts';
import { callPath } from '../../contract/calls.ts';
import type { CartLineInput, CartPricing, ProductAttributeOption, ProductDetail } from '../../contract/models.ts';
import { maxQuantity } from '../../contract/shop-rules.ts';
import { productByName } from '../../server/db/seed/products.ts';
import sharp from 'sharp';
import { digitalFileFor } from '../../server/db/seed/digital-files.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { APP_CONFIG } from '../../server/db/seed/content.ts';

const env = e2e();
afterAll(async () => closeBrowser());

type Lang = 'en' | 'ar';
// The app's catalogues (src/ is outside the Node type-check project, so loaded by name).
type Texts = (id: string) => string;
async function loadCatalogue(name: Lang): Promise<Texts> {
  const messages = ((await import(/* @vite-ignore */ `../../src/i18n/${name}.ts`)) as Record<Lang, Record<string, string>>)[name];
  return (id) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`no message ${id} in ${name}`);
    return text;
  };
}
const en = await loadCatalogue('en');
const ar = await loadCatalogue('ar');
const catalogue = (lang: Lang): Texts => (lang === 'en' ? en : ar);
const paise = (n: number) => Math.round(n * 100);
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Three products with options (fixed-price options only: their price is plain to add up). */
const CHOICES: { id: number; options: [attribute: number, value: number][]; quantity: number }[] = [
  { id: 153, options: [[1, 9], [3, 2], [4, 2]], quantity: 1 },
  { id: 68, options: [[1, 6], [2, 7]], quantity: 2 },
  { id: 3, options: [[1, 3], [6, 2]], quantity: 1 },
];

interface Expected { id: number; unitPaise: number; shippingPaisePerUnit: number; max: number }

/** Unit prices computed from the product detail and its options, not from the cart call. */
async function expectedLines(): Promise<Expected[]> {
  return Promise.all(CHOICES.map(async (c) => {
    const answer = (await apiCall<ProductDetail[] | ProductDetail>(callPath('GET_PRODUCT_DETAIL'), { ProductId: c.id })).data;
    const detail = Array.isArray(answer) ? answer[0]! : answer;
    const options = (await apiCall<ProductAttributeOption[]>(callPath('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID'), { ProductId: c.id })).data;
    const extra = c.options.reduce((sum, [a, v]) => {
      const o = options.find((x) => x.ProductAttributeID === a && x.PrimaryKeyValue === v)!;
      expect(o.PriceType).toBe(1);
      return sum + paise(o.AdditionalPrice);
    }, 0);
    const base = detail.DiscountedPrice !== null && detail.DiscountedPrice < detail.Price ? detail.DiscountedPrice : detail.Price;
    return {
      id: c.id,
      unitPaise: paise(base) + extra,
      shippingPaisePerUnit: detail.IsShippingFree ? 0 : paise(detail.ShippingCharges),
      max: maxQuantity(detail.OrderMaximumQuantity, detail.StockQuantity),
    };
  }));
}

function lineInputs(quantities?: number[]): CartLineInput[] {
  return CHOICES.map((c, i) => ({
    ProductId: c.id,
    Quantity: quantities?.[i] ?? c.quantity,
    productSelectedAttributes: c.options.map(([a, v]) => ({ ProductId: c.id, ProductAttributeID: a, PrimaryKeyValue: v })),
  }));
}

/**
 * Puts the three products in the browser's cart the way the store keeps them (the
 * local-storage mirror; IndexedDB is filled from it at start). The product page is
 * another engineer's screen; the cart is what this suite is about.
 */
async function seedCart(page: Page, lang: Lang, wish = false) {
  const pricing = (await apiCall<CartPricing>(callPath('GET_CUSTOMER_CART_ITEMS'), { cartJsonData: JSON.stringify(lineInputs()) })).data;
  const items = pricing.productsData.map((p) => ({
    ProductId: p.ProductId, productSelectedAttributes: p.productSelectedAttributes, Quantity: p.Quantity, ShippingCharges: 0,
    DefaultImage: p.ProductImagesJson[0]?.AttachmentURL ?? '', ProductName: p.ProductName, Price: p.Price, DiscountedPrice: p.DiscountedPrice,
    ColorName: p.ColorName, SizeShortName: p.SizeShortName, OrderMaximumQuantity: p.OrderMaximumQuantity, StockQuantity: p.StockQuantity,
    SelectedAttributesDisplay: p.SelectedAttributesDisplay,
  }));
  const wishList = wish ? items.slice(0, 2).map((i) => ({ ...i, ProductId: i.ProductId + 1, DiscountId: null, IsDiscountCalculated: false, CouponCode: null, SizeId: null, ColorId: null })) : [];
  await page.goto(`/${lang}/about`);
  await page.evaluate(([c, w]) => {
    localStorage.setItem('cartItems', JSON.stringify(c));
    localStorage.setItem('customerWishList', JSON.stringify(w));
    localStorage.setItem('tohfa:shoppingRevision', String(Date.now()));
  }, [items, wishList] as const);
  return { items, wishList };
}

let photo: Buffer | undefined;
const samplePhoto = async () => (photo ??= await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer());

/** Adds the three products through their product pages: colour, size and variants, then Add to Cart. */
async function addThroughProductPages(page: Page, lang: Lang) {
  const t = catalogue(lang);
  for (const c of CHOICES) {
    const answer = (await apiCall<ProductDetail[] | ProductDetail>(callPath('GET_PRODUCT_DETAIL'), { ProductId: c.id, languageCode: lang })).data;
    const detail = Array.isArray(answer) ? answer[0]! : answer;
    await page.goto(`/${lang}/product-detail/${c.id}/shop/item`);
    const buy = page.locator('.buy');
    await buy.waitFor();
    for (const [attribute, value] of c.options) {
      if (attribute === 1) {
        await buy.getByRole('button', { name: detail.ProductColorsJson.find((x) => x.ColorID === value)!.ColorName, exact: true }).click();
      } else if (attribute === 2) {
        await buy.getByRole('button', { name: detail.ProductSizesJson.find((x) => x.SizeID === value)!.ShortName, exact: true }).click();
      } else {
        await buy.getByRole('button', { name: new RegExp(`^${t('detail.chooseVariants')}`) }).click();
        await page.locator(`#variant-${attribute}`).selectOption(String(value));
        await page.keyboard.press('Escape');
      }
    }
    // A personalised gift's required fields (docs/shop-rules.md P4): a name, a photo.
    for (const f of (detail.PersonalisationJson ?? []).filter((x) => x.Required)) {
      if (f.Kind === 'text') await buy.getByRole('textbox', { name: f.Label }).fill('Asha');
      else {
        await buy.getByLabel(f.Label).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() });
        await buy.getByRole('status').filter({ hasText: t('personal.photo.ready') }).waitFor({ timeout: 30_000 });
      }
    }
    for (let q = 1; q < c.quantity; q++) await buy.getByRole('button', { name: t('detail.more') }).click();
    await buy.getByRole('button', { name: t('detail.addToCart') }).click();
    await expectToast(page, t('msg.addedToCart'));
  }
}

async function signUpAndLogIn(page: Page, lang: Lang): Promise<string> {
  const email = await signUpShopper(`shopper-${lang}`);
  await logIn(page, lang, email, 'secret123');
  return email;
}

async function logIn(page: Page, lang: Lang, email: string, password: string) {
  await page.goto(`/${lang}/login`);
  await page.getByLabel(catalogue(lang)('account.email')).fill(email);
  await page.locator('main input[type=password]').fill(password);
  await page.locator('main form button[type=submit]').click();
  await expectToast(page, catalogue(lang)('msg.loginSuccess'));
  await waitForPath(page, new RegExp(`^/${lang}/?$`));
}

async function waitForPath(page: Page, path: RegExp) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(path);
}

async function expectToast(page: Page, text: string) {
  await page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function totals(page: Page, prefix: 'cart' | 'checkout') {
  const read = async (k: string) => money(await page.getByTestId(`${prefix}-${k}`).innerText());
  return { subtotal: await read('subtotal'), shipping: await read('shipping'), total: await read('total') };
}

async function ordersOf(email: string) {
  const { orders } = await admin<{ orders: { orderNumber: string; customerEmail: string; orderTotal: number; subtotal: number; discount: number; shipping: number; couponCode: string | null }[] }>('orders?pageSize=100');
  return orders.filter((o) => o.customerEmail === email);
}

async function toCheckout(page: Page, lang: Lang) {
  await page.goto(`/${lang}/checkout`);
  await page.getByTestId('checkout-total').waitFor();
  // Wait for the server's pricing (the re-pricing notice goes away).
  await expect.poll(async () => page.locator('.checkout__order [role=status]').count(), { timeout: 10_000 }).toBe(0);
}

async function placeCashOnDelivery(page: Page, lang: Lang, click: 'click' | 'dblclick' = 'click') {
  const t = catalogue(lang);
  await page.getByLabel(t('lbl_checkout_payment_method')).selectOption('6');
  await page.getByRole('button', { name: t('lbl_checkout_place_order') })[click]();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(t('msg.confirmOrder')).waitFor();
  await dialog.getByRole('button', { name: t('checkout.confirmYes') })[click]();
}

describe.skipIf(env.skip)('shopping', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: three products with options, quantities, both coupon answers, a cash-on-delivery order seen in the history with the cart's totals`, async () => {
      const t = catalogue(lang);
      const { context, page } = await newPage({ viewport: lang === 'en' ? DESKTOP : PHONE });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const expected = await expectedLines();
      const email = await signUpAndLogIn(page, lang);
      await addThroughProductPages(page, lang);

      await page.goto(`/${lang}/cart`);
      const rows = page.locator('.cart-line');
      await expect.poll(() => rows.count()).toBe(3);
      // The variants viewer lists each selected attribute's display name and value.
      await rows.nth(0).getByRole('button', { name: /\(3\)/ }).click();
      const viewer = page.getByRole('dialog');
      const attributes = (await apiCall<ProductAttributeOption[]>(callPath('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID'), { ProductId: CHOICES[0]!.id, languageCode: lang })).data;
      const shown = await viewer.locator('.facts__row').evaluateAll((rs) => rs.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent]));
      const chosen = CHOICES[0]!.options.map(([a, v]) => attributes.find((o) => o.ProductAttributeID === a && o.PrimaryKeyValue === v)!);
      expect(shown).toEqual(chosen.map((o) => [o.AttributeDisplayName, o.PrimaryKeyDisplayValue]));
      await page.keyboard.press('Escape');

      // Quantities: plus on the first line, minus on the second, then the second up to its cap and one more.
      await rows.nth(0).getByRole('button', { name: t('cart.increase') }).click();
      await rows.nth(1).getByRole('button', { name: t('cart.decrease') }).click();
      await expect.poll(() => rows.nth(1).locator('output').innerText()).toBe('1');
      await expect(rows.nth(2).getByRole('button', { name: t('cart.decrease') }).isDisabled()).resolves.toBe(true);
      const cap = expected[1]!.max;
      for (let q = 1; q < cap; q++) await rows.nth(1).getByRole('button', { name: t('cart.increase') }).click();
      await expect.poll(() => rows.nth(1).locator('output').innerText()).toBe(String(cap));
      await rows.nth(1).getByRole('button', { name: t('cart.increase') }).click();
      await expectToast(page, t('msg.overMax').replace('{max}', String(cap)));
      for (let q = cap; q > 3; q--) await rows.nth(1).getByRole('button', { name: t('cart.decrease') }).click();
      const quantities = [2, 3, 1];
      await expect.poll(() => rows.nth(1).locator('output').innerText()).toBe('3');

      const subtotalPaise = expected.reduce((s, e, i) => s + e.unitPaise * quantities[i]!, 0);
      // The demo shop's rule: free delivery from its amount on (docs/shop-rules.md).
      const chargedPaise = expected.reduce((s, e, i) => s + e.shippingPaisePerUnit * quantities[i]!, 0);
      const shippingPaise = subtotalPaise >= paise(Number(APP_CONFIG.free_delivery_from)) ? 0 : chargedPaise;
      await expect.poll(async () => (await totals(page, 'cart')).total, { timeout: 10_000 }).toBe((subtotalPaise + shippingPaise) / 100);
      expect(await totals(page, 'cart')).toEqual({ subtotal: subtotalPaise / 100, shipping: shippingPaise / 100, total: (subtotalPaise + shippingPaise) / 100 });
      await page.getByText(t('lbl_cart_whatsapp_note')).waitFor();
      await screenshot(page, `shopping-${lang}-cart`);

      await page.getByRole('link', { name: t('lbl_cart_proceed_checkout') }).click();
      await waitForPath(page, new RegExp(`^/${lang}/checkout$`));
      await toCheckout(page, lang);
      expect(await totals(page, 'checkout')).toEqual(await (async () => ({ subtotal: subtotalPaise / 100, shipping: shippingPaise / 100, total: (subtotalPaise + shippingPaise) / 100 }))());
      // Billing details come from the profile, read-only.
      await page.getByText('12 MG Road').waitFor();
      await page.getByText(email).waitFor();

      const coupon = page.getByLabel(t('field.Coupon Code'));
      await coupon.fill('NOSUCHCODE');
      await page.getByRole('button', { name: t('lbl_checkout_apply_coupon') }).click();
      await expectToast(page, t('msg.invalidCoupon'));
      await coupon.fill('GIFT10');
      await page.getByRole('button', { name: t('lbl_checkout_apply_coupon') }).click();
      await page.getByTestId('checkout-discount').waitFor();
      expect(await coupon.count()).toBe(0); // success hides the coupon row
      const discountPaise = Math.round(subtotalPaise * 0.1);
      const totalPaise = subtotalPaise - discountPaise + shippingPaise;
      expect(money(await page.getByTestId('checkout-discount').innerText())).toBe(discountPaise / 100);
      expect(money(await page.getByTestId('checkout-total').innerText())).toBe(totalPaise / 100);

      await page.getByLabel(t('lbl_checkout_order_notes')).fill('Please print "Asha" on the card holder.');
      // Payment: exactly Please Select (0) and cash on delivery (6).
      const options = await page.getByLabel(t('lbl_checkout_payment_method')).locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
      expect(options).toEqual([['0', t('checkout.pleaseSelect')], ['6', t('checkout.cashOnDelivery')]]);
      // Cash on delivery, the only method, is chosen when checkout opens; Please Select still asks for one.
      expect(await page.getByLabel(t('lbl_checkout_payment_method')).inputValue()).toBe('6');
      await page.getByLabel(t('lbl_checkout_payment_method')).selectOption('0');
      await page.getByRole('button', { name: t('lbl_checkout_place_order') }).click();
      await expectToast(page, t('checkout.selectPayment'));
      await placeCashOnDelivery(page, lang);
      await expectToast(page, t('msg.orderPlaced'));
      const toast = page.locator('#notistack-snackbar', { hasText: t('msg.orderPlaced') }).first();
      const orderNumber = /TOH-\d{4}-\d{6}/.exec(await toast.innerText())![0];
      const whatsapp = page.getByRole('link', { name: t('checkout.sendPhotos') });
      expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(orderNumber);
      await waitForPath(page, new RegExp(`^/${lang}/?$`));
      // The cart is cleared in both stores.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
      await expect.poll(() => idbCartLength(page)).toBe(0);

      const orders = await ordersOf(email);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ orderNumber, subtotal: subtotalPaise / 100, discount: discountPaise / 100, shipping: shippingPaise / 100, orderTotal: totalPaise / 100, couponCode: 'GIFT10' });

      await page.goto(`/${lang}/orders-history`);
      const row = page.locator('.orders-table tbody tr', { hasText: orderNumber });
      await row.waitFor();
      const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replaceAll('/', '-');
      await expect(row.innerText()).resolves.toContain(today);
      expect(money(await row.locator('strong').innerText())).toBe(totalPaise / 100);
      await row.getByRole('button').click();
      await expect.poll(() => page.locator('.order-items tbody tr').count()).toBe(3);
      await screenshot(page, `shopping-${lang}-order-detail`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a double-clicked Place Order and a retry after a lost answer each make one order', async () => {
    const { context, page } = await newPage();
    const email = await signUpAndLogIn(page, 'en');
    await seedCart(page, 'en');
    await toCheckout(page, 'en');
    await placeCashOnDelivery(page, 'en', 'dblclick');
    await expectToast(page, en('msg.orderPlaced'));
    await waitForPath(page, /^\/en\/?$/);
    expect(await ordersOf(email)).toHaveLength(1);

    await seedCart(page, 'en');
    await toCheckout(page, 'en');
    // The server places the order but no answer arrives, also not for the client's own
    // retries; the shopper's retry then sends the same key and gets the same order.
    let losing = true;
    const keys: string[] = [];
    await context.route('**/post-order/post-customer-order', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (losing) {
        await route.fetch();
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await placeCashOnDelivery(page, 'en');
    await expectToast(page, en('checkout.notConfirmed'));
    expect(await ordersOf(email)).toHaveLength(2);
    losing = false;
    await placeCashOnDelivery(page, 'en');
    await expectToast(page, en('msg.orderPlaced'));
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    expect(await ordersOf(email)).toHaveLength(2);
    await context.close();
  });

  it('sends a visitor from checkout to login, and a shopper with an empty cart home with "Your cart is empty"', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await page.goto('/en/checkout');
    await waitForPath(page, /^\/en\/login$/);
    await expectToast(page, en('error.UNAUTHORIZED'));
    await signUpAndLogIn(page, 'en');
    await page.goto('/en/checkout');
    await waitForPath(page, /^\/en\/?$/);
    await expectToast(page, en('msg.cartEmpty'));
    await context.close();
  });

  it('refuses an order placed offline with a clear message, keeping the cart', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    const email = await signUpAndLogIn(page, 'en');
    await seedCart(page, 'en');
    // The app's files come from the service worker offline: wait until it controls the page.
    await workerControls(page);
    await toCheckout(page, 'en');
    await context.setOffline(true);
    await placeCashOnDelivery(page, 'en');
    await expectToast(page, en('checkout.offline'));
    expect(await page.locator('.order-table tbody tr').count()).toBe(3);
    // Still offline, the cart shows its lines with the last known prices and says so.
    await page.locator('.navbar__cart').click();
    await waitForPath(page, /^\/en\/cart$/);
    await page.getByText(en('cart.offlinePrices')).waitFor();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(3);
    expect(money(await page.getByTestId('cart-total').innerText())).toBeGreaterThan(0);
    await context.setOffline(false);
    await expect.poll(() => page.getByText(en('cart.offlinePrices')).count()).toBe(0);
    expect(await ordersOf(email)).toHaveLength(0);
    await context.close();
  });

  it('keeps the cart and wish list across a reload and a cleared IndexedDB (restored from the mirror)', async () => {
    const { context, page } = await newPage();
    await seedCart(page, 'en', true);
    await page.goto('/en/cart');
    await expect.poll(() => page.locator('.cart-line').count()).toBe(3);
    await expect.poll(() => idbCartLength(page)).toBe(3); // the mirror's copy was written to IndexedDB
    await page.reload();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(3);
    await page.evaluate(() => new Promise<void>((resolve) => {
      const r = indexedDB.deleteDatabase('tohfa');
      r.onsuccess = r.onerror = r.onblocked = () => resolve();
    }));
    await page.reload();
    await expect.poll(() => page.locator('.cart-line').count()).toBe(3);
    await page.getByRole('button', { name: 'Wishlist (2)' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('heading', { name: 'My Wish List (2)' }).waitFor();
    expect(await panel.locator('.wish-item').count()).toBe(2);
    await expect(panel.locator('.wish-item__price').first().innerText()).resolves.toMatch(/^1 x ₹[\d,]+\.\d\d$/);
    await screenshot(page, 'shopping-en-wishlist');
    await panel.getByRole('button', { name: en('wishlist.moveToCart') }).first().click();
    await expectToast(page, en('msg.addedToCart'));
    await expect.poll(() => page.locator('.cart-line').count()).toBe(4);
    await panel.getByRole('heading', { name: 'My Wish List (1)' }).waitFor();
    await panel.getByRole('button', { name: 'Clear Wishlist' }).click();
    await panel.getByText(en('wishlist.empty')).waitFor();
    // Continue Shopping closes the panel, then goes home.
    await panel.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await waitForPath(page, /^\/en\/?$/);
    await context.close();
  });

  it("downloads the demo customer's digital item under the product's name, byte for byte", async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await logIn(page, 'en', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/en/orders-history');
    const completed = page.locator('.orders-table tbody tr', { hasText: 'Completed' }).first();
    await completed.getByRole('button').click();
    const download = page.getByRole('button', { name: 'Download Tohfa E-Gift Card 1000' });
    await download.waitFor();
    expect(await page.locator('.order-items tbody tr', { hasText: 'Classic White Photo Mug' }).innerText()).toContain('No');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const expectedFile = digitalFileFor(productByName('Tohfa E-Gift Card 1000'));
    expect(file.suggestedFilename()).toBe('Tohfa_E-Gift_Card_1000.pdf');
    const bytes = readFileSync((await file.path())!);
    expect(Buffer.compare(bytes, expectedFile.bytes)).toBe(0);
    await context.close();
  });
});

async function idbCartLength(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('tohfa');
    open.onerror = () => resolve(-1);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('shopping')) return resolve(-1);
      const get = db.transaction('shopping').objectStore('shopping').get('cartItems');
      get.onsuccess = () => resolve(Array.isArray(get.result) ? get.result.length : -1);
      get.onerror = () => resolve(-1);
    };
  }));
}
