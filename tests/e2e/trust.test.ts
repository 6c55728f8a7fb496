// A shop that says only what is true, once (the demo shop's facts: docs/shop-rules.md), in
// English and Arabic, on a phone and a desktop: the facility strip states the shop's own
// delivery rule, returns, payment and support hours; the footer and the product page show
// only cash on delivery; the FAQ and the contact page agree; the cart says how much more
// earns free delivery, then that the order has it, with no delivery charged.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, DESKTOP, e2e, newPage, PHONE, screenshot } from './support/browser.ts';
import { box, overlaps } from './support/boxes.ts';
import { FACILITY_LABELS, maxQuantity } from '../../contract/shop-rules.ts';
import { LABEL_ROWS } from '../../server/db/seed/labels.ts';
import { APP_CONFIG, PAYMENT_METHODS } from '../../server/db/seed/content.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { callPath } from '../../contract/calls.ts';
import { apiCall } from './support/browser.ts';
import { signUpShopper } from './support/shopper.ts';

const env = e2e();
const SIZES = { phone: PHONE, desktop: DESKTOP } as const;
const COMBOS = (['en', 'ar'] as const).flatMap((lang) => (['phone', 'desktop'] as const).map((size) => ({ lang, size })));
afterAll(async () => closeBrowser());

type Lang = 'en' | 'ar';
type Texts = (id: string, values?: Record<string, string>) => string;
async function loadCatalogue(name: Lang): Promise<Texts> {
  const messages = ((await import(/* @vite-ignore */ `../../src/i18n/${name}.ts`)) as Record<Lang, Record<string, string>>)[name];
  return (id, values = {}) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`no message ${id} in ${name}`);
    return Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);
  };
}
const catalogues = { en: await loadCatalogue('en'), ar: await loadCatalogue('ar') };
const paise = (n: number) => Math.round(n * 100);
const rupees = (p: number) => `₹${(p / 100).toFixed(2)}`;
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const FREE_FROM_PAISE = paise(Number(APP_CONFIG.free_delivery_from));
const COD = PAYMENT_METHODS.find((m) => m.id === 6)!;

/** A product with a delivery charge, under the free-delivery amount once, over it at its maximum quantity (the cart takes it without its options). */
const CHEAP = PRODUCTS.find((p) => {
  const unit = paise(p.discountedPrice ?? p.price);
  const max = maxQuantity(p.orderMaximumQuantity, p.stock);
  return !p.isDigital && !p.isShippingFree && p.shippingCharges > 0 && unit < FREE_FROM_PAISE && unit * max >= FREE_FROM_PAISE;
})!;

/** A product that can be ordered as it is: no colour, size or required option to choose. */
const PLAIN = PRODUCTS.find((p) => !p.isDigital && p.stock > 5 && p.colorIds.length === 0 && p.sizeIds.length === 0
  && !p.options.some((o) => o.isRequired || o.attributeId === 1 || o.attributeId === 2))!;

async function putInCart(page: Page, lang: Lang, product = CHEAP) {
  await page.goto(`/${lang}/about`);
  const item = {
    ProductId: product.id, productSelectedAttributes: [], Quantity: 1, ShippingCharges: 0, DefaultImage: product.images[0]?.url ?? '',
    ProductName: lang === 'en' ? product.name : product.nameAr, Price: product.price, DiscountedPrice: product.discountedPrice, ColorName: null, SizeShortName: null,
    OrderMaximumQuantity: product.orderMaximumQuantity, StockQuantity: product.stock, SelectedAttributesDisplay: [],
  };
  await page.evaluate((c) => {
    localStorage.setItem('cartItems', JSON.stringify(c));
    localStorage.setItem('tohfa:shoppingRevision', String(Date.now()));
  }, [item]);
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function waitForPath(page: Page, path: RegExp) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(path);
}
async function expectToast(page: Page, text: string) {
  await page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** A new shopper through the API; answers the email. */
const signUp = (lang: Lang): Promise<string> => signUpShopper(`trust-${lang}`);

/** Logs in on the login page (opened first unless the shop already sent the shopper there). */
async function logIn(page: Page, lang: Lang, email: string, password: string, open = true) {
  const t = catalogues[lang];
  if (open) await page.goto(`/${lang}/login`);
  await page.getByLabel(t('account.email')).fill(email);
  await page.locator('main input[type=password]').fill(password);
  await page.locator('main form button[type=submit]').click();
}

/**
 * Scrolled from the top of the page to its end in steps of 200 px, the floating buttons (WhatsApp, and back to top once it shows) never cross the order
 * bar or the facility strip, and somewhere the strip is seen whole between the header and the bar.
 */
async function floatingButtonsClear(page: Page, t: Texts, bar: Locator) {
  const whatsapp = page.getByRole('link', { name: t('whatsapp.label') });
  const backToTop = page.getByRole('button', { name: t('footer.scrollTop') });
  const strip = page.getByRole('region', { name: t('facility.title') });
  await strip.waitFor({ state: 'attached', timeout: 15_000 });
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(end).toBeGreaterThan(PHONE.height);
  let stripSeenWhole = false;
  for (let y = 0; ; y = Math.min(y + 200, end)) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // The back-to-top button shows after 170 px of scrolling (docs/rules.md R2).
    if (y > 170) await backToTop.waitFor({ timeout: 10_000 });
    const buttons = [await box(whatsapp), ...(y > 170 ? [await box(backToTop)] : [])];
    const [barBox, stripBox, header] = [await box(bar), await box(strip), await box(page.getByRole('banner'))];
    for (const b of buttons) {
      expect(overlaps(b, barBox), `a floating button on the order bar at ${y} px`).toBe(false);
      expect(overlaps(b, stripBox), `a floating button on the facility strip at ${y} px`).toBe(false);
    }
    if (stripBox.y >= header.y + header.height && stripBox.y + stripBox.height <= barBox.y) stripSeenWhole = true;
    if (y === end) break;
  }
  expect(stripSeenWhole).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The footer's links to returns and refunds, terms, privacy and the grievance officer, each page in the page's language. */
async function legalPages(page: Page, lang: Lang, size: string) {
  const t = catalogues[lang];
  // The page's own texts (src/ is outside the Node type-check project, so loaded by name).
  const { policies } = (await import(/* @vite-ignore */ `../../src/features/content/policies/policies-${lang}.ts`)) as { policies: Record<string, { intro: string; sections: { heading: string }[] }> };
  await page.goto(`/${lang}/`);
  const footer = page.getByRole('contentinfo');
  for (const [id, pageName] of [['footer.returns', 'returns'], ['footer.terms', 'terms'], ['footer.privacy', 'privacy'], ['footer.grievance', 'grievance']] as const) {
    await footer.getByRole('link', { name: t(id), exact: true }).click();
    await waitForPath(page, new RegExp(`^/${lang}/policies/${pageName}$`));
    await page.getByRole('heading', { level: 1, name: t(id) }).waitFor();
    const policy = policies[pageName]!;
    await page.getByText(policy.intro).waitFor();
    for (const section of policy.sections) await page.getByRole('heading', { level: 2, name: section.heading }).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, `trust-${lang}-${size}-policy-${pageName}`);
  }
  // The grievance officer: a name and a way to reach them (rule 4(4)).
  await page.getByRole('heading', { level: 2, name: lang === 'en' ? /Priya Nair/ : /بريا ناير/ }).waitFor();
  await page.getByText(/grievance@tohfa\.example/).waitFor();
  // Personalised items have their own rule in the returns policy.
  await page.getByRole('link', { name: t('footer.returns'), exact: true }).first().click();
  await page.getByRole('heading', { level: 2, name: lang === 'en' ? 'Personalised items' : 'المنتجات المخصّصة' }).waitFor();
}

describe.skipIf(env.skip)('the shop says only what is true', () => {
  it('picks a product for the free-delivery journey from the seed', () => {
    expect(CHEAP, 'a seeded product with a delivery charge under the free-delivery amount').toBeDefined();
    expect(PLAIN, 'a seeded product with nothing to choose').toBeDefined();
  });

  for (const { lang, size } of COMBOS) {
    it(`${lang} ${size}: the facility strip, footer, product page, FAQ and contact page agree with what the shop does; the footer leads to the legal pages`, async () => {
      const t = catalogues[lang];
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      await page.goto(`/${lang}/`);
      const strip = page.getByRole('region', { name: t('facility.title') });
      const facts = FACILITY_LABELS.map((id) => LABEL_ROWS.find((l) => l.entityId === 87 && l.lang === lang && l.id === id)!.text);
      await expect.poll(() => strip.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual(facts);
      const body = await page.locator('body').innerText();
      expect(body).not.toMatch(/worldwide|24\/7|gateway|money back|جميع أنحاء العالم|على مدار الساعة|بوابات/i);

      // The footer accepts what the checkout takes: cash on delivery, nothing else.
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.getByText(lang === 'en' ? COD.name : COD.nameAr, { exact: true }).waitFor();
      const methods = await footer.locator('img').evaluateAll((is) => is.map((i) => i.getAttribute('src')));
      expect(methods).toEqual([COD.imageUrl]);
      await screenshot(page, `trust-${lang}-${size}-footer`);
      await noHorizontalOverflow(page);

      await page.goto(`/${lang}/product-detail/${CHEAP.id}/shop/item`);
      const buy = page.locator('.buy');
      await buy.waitFor();
      await expect.poll(() => buy.getByRole('img').evaluateAll((is) => is.map((i) => i.getAttribute('alt')))).toEqual([lang === 'en' ? COD.name : COD.nameAr]);
      expect(await page.getByRole('img', { name: /paypal|card|باي بال|بطاقة/i }).count()).toBe(0);

      await page.goto(`/${lang}/faq`);
      await page.getByText(t('faq.a2')).waitFor();
      await page.getByText(t('faq.q6')).click();
      await page.getByText(t('faq.a6')).waitFor();

      await page.goto(`/${lang}/contact-us`);
      const hours = page.getByRole('heading', { name: t('contact.hoursTitle'), exact: true });
      await hours.waitFor();
      expect(await hours.locator('xpath=following-sibling::p').innerText()).toBe(t('contact.hours'));
      expect(t('contact.hoursTitle')).toBe(lang === 'en' ? 'Opening hours' : t('contact.hoursTitle'));
      await legalPages(page, lang, size);
      await context.close();
    });

    it(`${lang} ${size}: the cart says how much more earns free delivery, then charges none`, async () => {
      const t = catalogues[lang];
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      await putInCart(page, lang);
      await page.goto(`/${lang}/cart`);
      const unit = paise(CHEAP.discountedPrice ?? CHEAP.price);
      const summary = page.getByRole('complementary', { name: t('cart.summary') });
      // In Arabic the amount is isolated left to right inside the sentence (contract/bidi.ts).
      const amount = rupees(FREE_FROM_PAISE - unit);
      const left = t('cart.freeDeliveryLeft', { amount: lang === 'ar' ? `\u2066${amount}\u2069` : amount });
      await summary.getByText(left).waitFor({ timeout: 15_000 });
      expect(money(await page.getByTestId('cart-shipping').innerText())).toBe(CHEAP.shippingCharges);
      await screenshot(page, `trust-${lang}-${size}-cart-below`);
      await noHorizontalOverflow(page);

      const needed = Math.ceil(FREE_FROM_PAISE / unit);
      const row = page.locator('.cart-line').first();
      for (let q = 1; q < needed; q++) {
        await row.getByRole('button', { name: t('cart.increase') }).click();
        await expect.poll(() => row.locator('output').innerText()).toBe(String(q + 1));
      }
      await summary.getByText(t('cart.freeDeliveryReached')).waitFor({ timeout: 15_000 });
      expect(money(await page.getByTestId('cart-shipping').innerText())).toBe(0);
      expect(money(await page.getByTestId('cart-total').innerText())).toBe((unit * needed) / 100);
      expect(await summary.getByText(left).count()).toBe(0);
      await screenshot(page, `trust-${lang}-${size}-cart-free`);
      await context.close();
    });
  }

  for (const { lang, size } of COMBOS) {
    it(`${lang} ${size}: a shopper deletes their account from the profile, after confirming with the password`, async () => {
      const t = catalogues[lang];
      const email = await signUp(lang);
      const { context, page } = await newPage({ viewport: SIZES[size], lang });
      await logIn(page, lang, email, 'secret123');
      await expectToast(page, t('msg.loginSuccess'));
      await page.goto(`/${lang}/update-profile`);
      const section = page.getByRole('region', { name: t('account.deleteTitle') });
      await section.getByText(t('account.deleteExplain')).waitFor();
      await section.getByRole('button', { name: t('account.deleteButton') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('account.deleteConfirmTitle') });
      await dialog.getByText(t('account.deleteConfirmText')).waitFor();
      await screenshot(page, `trust-${lang}-${size}-delete-dialog`);
      // Keep my account closes it and nothing happens.
      await dialog.getByRole('button', { name: t('account.deleteKeep') }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await section.getByRole('button', { name: t('account.deleteButton') }).click();
      await dialog.getByLabel(t('account.password')).fill('not-my-password');
      await dialog.getByRole('button', { name: t('account.deleteConfirm') }).click();
      await expectToast(page, t('error.WRONG_PASSWORD'));
      await dialog.getByLabel(t('account.password')).fill('secret123');
      await dialog.getByRole('button', { name: t('account.deleteConfirm') }).click();
      await expectToast(page, t('account.deleted'));
      await waitForPath(page, new RegExp(`^/${lang}/?$`));
      await page.getByRole('link', { name: t('lbl_nav_login') }).first().waitFor();
      // The account is gone: the same email and password no longer log in.
      const again = await apiCall(callPath('GET_USER_LOGIN'), { Email: email, Password: 'secret123' });
      expect(again.status).toBe(401);
      await context.close();
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: a visitor sent from checkout to log in comes back to checkout, cash on delivery chosen, Place Order in reach on a phone`, async () => {
      const t = catalogues[lang];
      const email = await signUp(lang);
      const { context, page } = await newPage({ viewport: PHONE, lang });
      await putInCart(page, lang, PLAIN);
      await page.goto(`/${lang}/checkout`);
      await waitForPath(page, new RegExp(`^/${lang}/login$`));
      expect(new URL(page.url()).search).toBe('?next=checkout');
      await logIn(page, lang, email, 'secret123', false);
      await expectToast(page, t('msg.loginSuccess'));
      await waitForPath(page, new RegExp(`^/${lang}/checkout$`));
      await page.getByTestId('checkout-total').waitFor();

      // Cash on delivery, the only method, is chosen; the select keeps its two options.
      const method = page.getByLabel(t('lbl_checkout_payment_method'));
      expect(await method.inputValue()).toBe('6');
      expect(await method.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['0', '6']);

      // Place Order and the total are on the first screen of a phone, without scrolling.
      const place = page.getByRole('button', { name: t('lbl_checkout_place_order') });
      expect(await place.count()).toBe(1);
      const box = (await place.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      const bar = page.getByRole('region', { name: t('checkout.barLabel') });
      await expect.poll(async () => money(await bar.innerText()), { timeout: 10_000 }).toBe(money(await page.getByTestId('checkout-total').innerText()));
      await noHorizontalOverflow(page);
      await screenshot(page, `trust-${lang}-checkout-phone`);
      await floatingButtonsClear(page, t, bar);

      // It places the order straight away: no method to choose.
      await place.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(t('msg.confirmOrder')).waitFor();
      await dialog.getByRole('button', { name: t('checkout.confirmYes') }).click();
      await expectToast(page, t('msg.orderPlaced'));
      await context.close();
    });

    it(`${lang}: a new shopper sent from checkout signs up and comes back to checkout`, async () => {
      const t = catalogues[lang];
      const { context, page } = await newPage({ viewport: DESKTOP, lang });
      await putInCart(page, lang);
      await page.goto(`/${lang}/checkout`);
      await waitForPath(page, new RegExp(`^/${lang}/login$`));
      await page.locator('main').getByRole('link', { name: t('lbl_login_create_account') }).first().click();
      await waitForPath(page, new RegExp(`^/${lang}/signup$`));
      const email = `trust-signup-${lang}-${Date.now()}@example.com`;
      const field = (label: string) => page.locator('main').getByLabel(label, { exact: false }).first();
      await field(t('account.firstName')).fill('Meera');
      await field(t('account.lastName')).fill('Iyer');
      await page.getByLabel(t('account.email')).fill(email);
      await page.locator('main input[type=password]').fill('first-pass1');
      await page.getByRole('combobox', { name: t('account.country') }).selectOption(String(DEMO_CUSTOMER.countryId));
      await field(t('account.shippingAddress')).fill('7 Marine Drive');
      await page.locator('main form button[type=submit]').click();
      await expectToast(page, t('msg.signupSuccess'));
      await waitForPath(page, new RegExp(`^/${lang}/checkout$`));
      await page.getByText('7 Marine Drive').waitFor();
      // Cash on delivery chosen here too, the select keeping its two options.
      const method = page.getByLabel(t('lbl_checkout_payment_method'));
      expect(await method.inputValue()).toBe('6');
      expect(await method.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['0', '6']);
      // On a desktop Place Order is in view beside the details too.
      const box = (await page.getByRole('button', { name: t('lbl_checkout_place_order') }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
      await screenshot(page, `trust-${lang}-checkout-desktop`);
      await context.close();
    });
  }
});
