// Keyboard only, from home to a placed order (accessibility): every step is a
// key press (Tab, Shift+Tab, arrows, Enter, typing), each stop shows its focus, and the
// order the server stores is the one the checkout showed.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { admin, apiCall, closeBrowser, DESKTOP, e2e, newPage } from './support/browser.ts';
import { callPath } from '../../contract/calls.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';
import { COLORS, SIZES } from '../../server/db/seed/lookups.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { en } from '../../src/i18n/en.ts';

const env = e2e();
afterAll(async () => closeBrowser());

interface Focused { tag: string; name: string; id: string; focusShown: boolean }

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') || labelled || el.textContent || '').replace(/\s+/g, ' ').trim(),
      id: el.id,
      focusShown: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element is the one wanted; it must show its focus. */
async function tabTo(page: Page, what: string, want: (f: Focused) => boolean, opts: { back?: boolean; max?: number } = {}): Promise<void> {
  for (let i = 0; i < (opts.max ?? 150); i++) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (f && want(f)) {
      expect(f.focusShown, `${what} shows where the focus is`).toBe(true);
      return;
    }
  }
  throw new Error(`the keyboard never reached ${what}`);
}

async function toast(page: Page, text: string) {
  await page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

// A T-shirt (the demo's T-Shirts category asks for the name to print on the front, and
// nothing else) with colours and sizes and no other required option, in stock.
const T_SHIRTS = 20;
const NAME_ON_THE_FRONT = 'Name on the front';
const product = PRODUCTS.find((p) => p.categoryId === T_SHIRTS && p.colorIds.length > 0 && p.sizeIds.length > 0 && p.stock > 0 && p.options.every((o) => o.attributeId <= 2 || !o.isRequired))!;
const colour = COLORS.find((c) => c.id === product.colorIds[0])!;
const size = SIZES.find((s) => s.id === product.sizeIds[0])!;

describe.skipIf(env.skip)('keyboard only', () => {
  it('logs in, finds a product with the search, chooses its colour and size, types the name to print, and places a cash-on-delivery order', async () => {
    const email = `keys-${Date.now()}@example.com`;
    const signup = await apiCall(callPath('SIGNUP_USER'), {
      FirstName: 'Ravi', LastName: 'Iyer', EmailAddress: email, Password: 'secret123', MobileNo: '9876501234', AddressLineOne: '7 Park Street',
      CountryID: DEMO_CUSTOMER.countryId, StateProvinceId: DEMO_CUSTOMER.stateId, CityId: DEMO_CUSTOMER.cityId, PostalCode: '400001',
    }, { 'Idempotency-Key': crypto.randomUUID() });
    expect(signup.status).toBe(200);

    const { context, page } = await newPage({ viewport: DESKTOP });
    await page.goto('/en');
    await page.locator('.product-card').first().waitFor();

    // Log in.
    await tabTo(page, 'the Login link', (f) => f.tag === 'a' && f.name === en.lbl_nav_login);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/login/);
    await tabTo(page, 'the email field', (f) => f.tag === 'input' && f.name.startsWith(en['account.email']));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret123');
    await page.keyboard.press('Enter');
    await toast(page, en['msg.loginSuccess']);
    await page.waitForURL(/\/en\/?$/);

    // Find the product with the search suggestions.
    await tabTo(page, 'the search box', (f) => f.id === 'site-search');
    await page.keyboard.type(product.name, { delay: 20 });
    const option = page.locator('#site-search-suggestions [role=option]', { hasText: product.name });
    await option.waitFor({ timeout: 15_000 });
    const index = await page.locator('#site-search-suggestions [role=option]').evaluateAll((os, name) => os.findIndex((o) => o.textContent?.includes(name)), product.name);
    for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/en/product-detail/${product.id}/`));
    await page.locator('h1', { hasText: product.name }).waitFor();

    // Colour, size, the name to print, Add to Cart.
    await tabTo(page, `the ${colour.name} swatch`, (f) => f.tag === 'button' && f.name === colour.name);
    await page.keyboard.press('Enter');
    await tabTo(page, `the size ${size.shortName}`, (f) => f.tag === 'button' && f.name === size.shortName);
    await page.keyboard.press('Enter');
    await tabTo(page, 'the name to print', (f) => f.tag === 'input' && f.name.startsWith(NAME_ON_THE_FRONT));
    await page.keyboard.type('Ravi');
    await tabTo(page, 'Add to Cart', (f) => f.tag === 'button' && f.name === en['detail.addToCart']);
    await page.keyboard.press('Enter');
    await toast(page, en['msg.addedToCart']);

    // Back up to the header's cart, then on to the checkout.
    await tabTo(page, 'the cart link', (f) => f.tag === 'a' && f.name.startsWith(`${en.lbl_nav_cart} (1)`), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/cart$/);
    await tabTo(page, 'Proceed to Checkout', (f) => f.tag === 'a' && f.name === en.lbl_cart_proceed_checkout);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/checkout$/);
    await page.getByTestId('checkout-total').waitFor();
    await expect.poll(async () => page.locator('.checkout__order [role=status]').count(), { timeout: 10_000 }).toBe(0);
    const shownTotal = Number((await page.getByTestId('checkout-total').innerText()).replace(/[^\d.]/g, ''));

    // Cash on delivery with the arrow keys, Place Order, confirm.
    await tabTo(page, 'the payment method', (f) => f.tag === 'select' && f.name.startsWith(en.lbl_checkout_payment_method));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel(en.lbl_checkout_payment_method).inputValue()).toBe('6');
    await tabTo(page, 'Place Order', (f) => f.tag === 'button' && f.name === en.lbl_checkout_place_order);
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    await tabTo(page, 'the confirmation', (f) => f.tag === 'button' && f.name === en['checkout.confirmYes'], { max: 10 });
    await page.keyboard.press('Enter');
    await toast(page, en['msg.orderPlaced']);

    const { orders } = await admin<{ orders: { customerEmail: string; orderTotal: number }[] }>('orders?pageSize=100');
    const mine = orders.filter((o) => o.customerEmail === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.orderTotal).toBe(shownTotal);
    await context.close();
  });
});
