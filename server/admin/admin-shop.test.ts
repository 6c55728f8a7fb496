// The shop's own settings, its banners and its campaigns through the owner's console API:
// validation, roles, the version check, the audit log, and the shop showing each change at
// once (the calls answer from the catalogue-version cache, so a stale answer would show here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopLabel, ShopSettings } from '../../contract/admin-shop.ts';
import { DEFAULT_WHATSAPP, LABEL_ENTITY, WHATSAPP_LABEL } from '../../contract/shop-rules.ts';
import type { Banner as ShopBanner, CartPricing, Campaign as ShopCampaign, LocalizationData } from '../../contract/models.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { cartJson, insertShop, insertShopper, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import { insertStaff } from './admin-staff.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let staffToken: string;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = t.adminToken) =>
  t.app.inject({ method, url: `/admin/api${url}`, remoteAddress: '127.0.0.1', headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const labels = async (entityId: number, lang: 'en' | 'ar') =>
  Object.fromEntries((await t.call<LocalizationData>('GET_LOCALIZATION_DATA', { entityId, languageCode: lang })).data.labelsJsonData.map((l) => [l.labelHtmlId, l.text]));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha.shop@example.test');
  await t.db.query(`INSERT INTO labels (entity_id, lang_code, label_html_id, text) VALUES
    (87, 'en', 'lbl_facility_freeshipp', 'Free Shipping'), (87, 'ar', 'lbl_facility_freeshipp', 'شحن مجاني')`);
  await insertStaff(t.db, { email: 'sam@shop.test', name: 'Sam', role: 'staff', password: 'staff-secret-1' });
  staffToken = (await api('POST', '/auth/login', { email: 'sam@shop.test', password: 'staff-secret-1' }, null)).json().token;
});
afterAll(async () => t.close());

const settingsBody = (current: ShopSettings, change: Partial<ShopSettings> = {}) => ({ ...current, ...change });

describe('settings', () => {
  it('the owner changes the shipping rule, the facility strip and the contact details; the shop shows them at once; the log has before and after', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    // The WhatsApp number: the shop's default until the owner sets one.
    expect(current).toMatchObject({ freeDeliveryFromPaise: null, version: 1, facility: { delivery: { en: 'Free Shipping', ar: 'شحن مجاني' } }, contact: { whatsapp: DEFAULT_WHATSAPP } });
    // Cache the shop's answers first: a stale cache would answer them again below.
    expect((await labels(87, 'en')).lbl_facility_freeshipp).toBe('Free Shipping');
    const cart = () => t.call<CartPricing>('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cartJson([{ ProductId: s.frame, Quantity: 1 }]) });
    expect((await cart()).data).toMatchObject({ shippingSubTotal: 40, freeDeliveryFrom: null });

    const res = await api('PUT', '/settings', settingsBody(current, {
      freeDeliveryFromPaise: 120_000,
      facility: { ...current.facility, delivery: { en: '  Free delivery above ₹1,200 ', ar: 'توصيل مجاني فوق \u2066₹1,200\u2069' } },
      contact: { phone: '+91 22 4000 1234', email: 'hello@gifts.example', whatsapp: '+971 50 123 4567', address: { en: '2 Hill Road, Pune', ar: '2 طريق التل، بونه' }, hours: { en: 'Mon-Sat 10AM - 7PM', ar: '' } },
    }));
    expect(res.statusCode).toBe(200);
    const saved = res.json().settings as ShopSettings;
    expect(saved).toMatchObject({ freeDeliveryFromPaise: 120_000, version: 2, facility: { delivery: { en: 'Free delivery above ₹1,200' } }, contact: { phone: '+91 22 4000 1234', whatsapp: '+971 50 123 4567', hours: { en: 'Mon-Sat 10AM - 7PM', ar: '' } } });

    expect((await labels(87, 'en')).lbl_facility_freeshipp).toBe('Free delivery above ₹1,200');
    expect((await labels(87, 'ar')).lbl_facility_freeshipp).toBe('توصيل مجاني فوق \u2066₹1,200\u2069');
    expect(await labels(61, 'ar')).toMatchObject({ 'contact.phone': '+91 22 4000 1234', 'contact.address': '2 طريق التل، بونه', 'contact.hours': 'Mon-Sat 10AM - 7PM' });
    expect(await labels(75, 'en')).toMatchObject({ 'footer.phone': '+91 22 4000 1234', 'footer.email': 'hello@gifts.example', 'footer.location': '2 Hill Road, Pune' });
    // The shop reads its WhatsApp number with the footer's details, in either language.
    for (const lang of ['en', 'ar'] as const) expect((await labels(75, lang))[WHATSAPP_LABEL]).toBe('+971 50 123 4567');
    expect((await cart()).data).toMatchObject({ cartSubTotal: 1250, shippingSubTotal: 0, freeDeliveryFrom: 1200 });
    expect(await t.db.query("SELECT value FROM app_config WHERE key = 'free_delivery_from'")).toEqual([{ value: '1200' }]);

    const [entry] = (await api('GET', '/audit')).json().entries;
    expect(entry).toMatchObject({
      action: 'update', entity: 'settings', entityId: 'shop',
      before: { freeDeliveryFromPaise: null, version: 1, contact: { whatsapp: DEFAULT_WHATSAPP } },
      after: { freeDeliveryFromPaise: 120_000, version: 2, contact: { whatsapp: '+971 50 123 4567' } },
    });

    // No rule again: the row goes and each product pays its own charge.
    expect((await api('PUT', '/settings', settingsBody(saved, { freeDeliveryFromPaise: null }))).statusCode).toBe(200);
    expect((await cart()).data).toMatchObject({ shippingSubTotal: 40, freeDeliveryFrom: null });
  });

  it('the owner sets a flat delivery charge below the free-delivery amount; the cart and the order charge it at once; none again: each product its own', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    const cart = (q: number) => t.call<CartPricing>('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cartJson([{ ProductId: s.frame, Quantity: q }]) });
    expect((await cart(1)).data).toMatchObject({ shippingSubTotal: 40 });
    const res = await api('PUT', '/settings', settingsBody(current, { freeDeliveryFromPaise: 200_000, deliveryChargePaise: 4_900 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ freeDeliveryFromPaise: 200_000, deliveryChargePaise: 4_900 });
    expect(await t.db.query("SELECT value FROM app_config WHERE key = 'delivery_charge'")).toEqual([{ value: '49' }]);
    expect((await cart(1)).data).toMatchObject({ cartSubTotal: 1250, shippingSubTotal: 49, orderTotal: 1299, freeDeliveryFrom: 2000 });
    expect((await cart(2)).data).toMatchObject({ cartSubTotal: 2500, shippingSubTotal: 0, orderTotal: 2500 });
    const [entry] = (await api('GET', '/audit')).json().entries;
    expect(entry).toMatchObject({ entity: 'settings', before: { deliveryChargePaise: null }, after: { deliveryChargePaise: 4_900 } });
    const back = await api('PUT', '/settings', settingsBody(res.json().settings as ShopSettings, { freeDeliveryFromPaise: null, deliveryChargePaise: null }));
    expect(back.statusCode).toBe(200);
    expect((await cart(2)).data).toMatchObject({ shippingSubTotal: 80, freeDeliveryFrom: null });
  });

  it('a stale version is a clear 409 and changes nothing', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    const res = await api('PUT', '/settings', settingsBody(current, { version: current.version - 1, freeDeliveryFromPaise: 50_000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      errorMessage: `The settings were changed by someone else since you opened it (version ${current.version - 1}, now ${current.version}). Reload it and make your change again.`,
    });
    expect((await api('GET', '/settings')).json().settings).toEqual(current);
  });

  it('edits sent one after another (the console’s queue after a time offline) go on the version the one before produced; one on an older version is refused', async () => {
    const start = (await api('GET', '/settings')).json().settings as ShopSettings;
    const first = await api('PUT', '/settings', settingsBody(start, { contact: { ...start.contact, whatsapp: '+91 90000 11111' } }));
    expect(first.statusCode).toBe(200);
    const produced = first.json().settings.version as number;
    expect(produced).toBe(start.version + 1);
    const second = await api('PUT', '/settings', settingsBody(start, { contact: { ...start.contact, whatsapp: '+91 90000 22222' }, version: produced }));
    expect(second.statusCode).toBe(200);
    expect(second.json().settings).toMatchObject({ version: produced + 1, contact: { whatsapp: '+91 90000 22222' } });
    // Another device's edit made on the first version: refused, nothing changes.
    const racing = await api('PUT', '/settings', settingsBody(start, { contact: { ...start.contact, whatsapp: '+91 90000 33333' } }));
    expect(racing.statusCode).toBe(409);
    expect(racing.json().errorCode).toBe('VERSION_CONFLICT');
    expect((await api('GET', '/settings')).json().settings).toMatchObject({ version: produced + 1, contact: { whatsapp: '+91 90000 22222' } });
    expect((await labels(75, 'ar'))[WHATSAPP_LABEL]).toBe('+91 90000 22222');
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    const cases: [object, string][] = [
      [{ freeDeliveryFromPaise: -100 }, 'freeDeliveryFromPaise must be >= 100'],
      [{ freeDeliveryFromPaise: '999' }, 'freeDeliveryFromPaise must be integer'],
      // The flat charge: never below nothing, never above ₹10,000, whole paise.
      [{ deliveryChargePaise: -1 }, 'deliveryChargePaise must be >= 0'],
      [{ deliveryChargePaise: 1_000_001 }, 'deliveryChargePaise must be <= 1000000'],
      [{ deliveryChargePaise: 49.5 }, 'deliveryChargePaise must be integer'],
      [{ facility: { ...current.facility, returns: { en: 'x' } } }, 'facility.returns must have required properties ar'],
      [{ facility: { ...current.facility, support: { en: 'x'.repeat(61), ar: 'x' } } }, 'facility.support.en must not have more than 60 characters'],
      [{ contact: { ...current.contact, phone: 'call me' } }, 'contact.phone must match pattern'],
      [{ contact: { ...current.contact, email: 'nobody' } }, 'contact.email must match pattern'],
      // A WhatsApp number: 8 to 15 digits with the country code; never empty (the cart hands off to it).
      [{ contact: { ...current.contact, whatsapp: '' } }, 'contact.whatsapp must match pattern'],
      [{ contact: { ...current.contact, whatsapp: '98200' } }, 'contact.whatsapp must match pattern'],
      [{ contact: { ...current.contact, whatsapp: '+91 98200 12345 67890' } }, 'contact.whatsapp must match pattern'],
      [{ contact: { ...current.contact, whatsapp: 'wa.me/919820012345' } }, 'contact.whatsapp must match pattern'],
      [{ contact: { ...current.contact, whatsapp: 919820012345 } }, 'contact.whatsapp must be string'],
      [{ contact: { phone: '', email: '', address: current.contact.address, hours: current.contact.hours } }, 'contact must have required properties whatsapp'],
    ];
    for (const [change, message] of cases) {
      const res = await api('PUT', '/settings', settingsBody(current, change as Partial<ShopSettings>));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errorMessage).toContain(message);
    }
    expect((await api('PUT', '/settings', { version: current.version })).statusCode).toBe(400);
    expect((await api('GET', '/settings')).json().settings).toEqual(current);
  });

  it('only the owner: staff get 403, a shopper and no token 401', async () => {
    const current = (await api('GET', '/settings')).json().settings as ShopSettings;
    expect((await api('GET', '/settings', undefined, staffToken)).statusCode).toBe(403);
    expect((await api('PUT', '/settings', current, staffToken)).statusCode).toBe(403);
    for (const token of [null, asha.headers.Token!]) expect((await api('PUT', '/settings', current, token)).statusCode).toBe(401);
    expect((await api('GET', '/settings')).json().settings.version).toBe(current.version);
  });
});

describe('labels', () => {
  type Labels = { labels: ShopLabel[]; version: number };
  const current = async () => (await api('GET', '/labels')).json().labelSet as Labels;
  const edit = (entityId: number, id: string, en: string, ar: string) => ({ entityId, id, en, ar });

  it('the owner changes the shop\'s labels in English and Arabic; the shop shows them at once in both languages; the log has before and after', async () => {
    const before = await current();
    const cartTitle = before.labels.find((l) => l.entityId === LABEL_ENTITY.Cart && l.id === 'lbl_cart_title')!;
    // What the label is, for the console, in both languages; nothing set on this database.
    expect(cartTitle).toEqual({ entityId: 59, id: 'lbl_cart_title', en: '', ar: '', name: { en: 'Shopping Cart', ar: 'سلة التسوق' } });
    expect(before.labels.some((l) => l.entityId === LABEL_ENTITY.Navbar && l.id === 'lbl_nav_home')).toBe(true);
    // Cache the shop's answers first: a stale cache would answer them again below.
    expect(await labels(LABEL_ENTITY.Cart, 'en')).toEqual({});
    expect((await labels(LABEL_ENTITY.Navbar, 'ar')).lbl_nav_home).toBeUndefined();

    const res = await api('PUT', '/labels', {
      labels: [edit(59, 'lbl_cart_title', ' Your basket ', 'سلتك'), edit(77, 'lbl_nav_home', '', 'البداية')],
      version: before.version,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().labelSet as Labels;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.labels.find((l) => l.id === 'lbl_cart_title')).toMatchObject({ en: 'Your basket', ar: 'سلتك' });
    expect(await labels(LABEL_ENTITY.Cart, 'en')).toEqual({ lbl_cart_title: 'Your basket' });
    expect((await labels(LABEL_ENTITY.Cart, 'ar')).lbl_cart_title).toBe('سلتك');
    // Arabic only: English keeps the app's own text (no English row).
    expect((await labels(LABEL_ENTITY.Navbar, 'ar')).lbl_nav_home).toBe('البداية');
    expect(await labels(LABEL_ENTITY.Navbar, 'en')).toEqual({});

    const [entry] = (await api('GET', '/audit')).json().entries;
    expect(entry).toMatchObject({
      action: 'update', entity: 'labels', entityId: 'shop',
      before: { version: before.version, labels: [edit(59, 'lbl_cart_title', '', ''), edit(77, 'lbl_nav_home', '', '')] },
      after: { version: before.version + 1, labels: [edit(59, 'lbl_cart_title', 'Your basket', 'سلتك'), edit(77, 'lbl_nav_home', '', 'البداية')] },
    });

    // Empty again: the row goes and the app's own text shows; a label sent unchanged is not logged.
    const back = await api('PUT', '/labels', { labels: [edit(59, 'lbl_cart_title', '', ''), edit(77, 'lbl_nav_home', '', 'البداية')], version: saved.version });
    expect(back.statusCode).toBe(200);
    expect(await labels(LABEL_ENTITY.Cart, 'en')).toEqual({});
    expect((await labels(LABEL_ENTITY.Cart, 'ar')).lbl_cart_title).toBeUndefined();
    expect((await api('GET', '/audit')).json().entries[0]).toMatchObject({ entity: 'labels', after: { labels: [edit(59, 'lbl_cart_title', '', '')] } });
  });

  it('refuses a label the shop does not show, an English text without its Arabic one, a text too long, and a stale version, changing nothing', async () => {
    const start = await current();
    const cases: [object, number, string][] = [
      [{ labels: [edit(59, 'lbl_not_a_label', 'x', 'x')], version: start.version }, 400, 'There is no label lbl_not_a_label on screen 59 that the shop shows.'],
      // A label of another screen: the checkout's title is not the cart's.
      [{ labels: [edit(60, 'lbl_cart_title', 'x', 'x')], version: start.version }, 400, 'There is no label lbl_cart_title on screen 60 that the shop shows.'],
      [{ labels: [edit(87, 'lbl_facility_freeshipp', 'x', 'x')], version: start.version }, 400, 'There is no label lbl_facility_freeshipp on screen 87'],
      [{ labels: [edit(59, 'lbl_cart_total', 'Sum', ' ')], version: start.version }, 400, '"Total" needs its Arabic text too: without it the Arabic shop would show the English one.'],
      [{ labels: [edit(59, 'lbl_cart_total', 'Sum', 'x'), edit(59, 'lbl_cart_total', 'Sum', 'y')], version: start.version }, 400, 'The label lbl_cart_total is sent twice.'],
      [{ labels: [edit(59, 'lbl_cart_total', 'x'.repeat(201), 'x')], version: start.version }, 400, 'labels.0.en must not have more than 200 characters'],
      [{ labels: [], version: start.version }, 400, 'labels must not have fewer than 1 items'],
      [{ labels: [{ entityId: 59, id: 'lbl_cart_total', en: 'x' }], version: start.version }, 400, 'must have required properties ar'],
      [{ labels: [edit(59, 'lbl_cart_total', 'Sum', 'المجموع')], version: start.version - 1 }, 409, `The labels were changed by someone else since you opened it (version ${start.version - 1}, now ${start.version}).`],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('PUT', '/labels', body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().errorMessage).toContain(message);
    }
    expect(await current()).toEqual(start);
  });

  it('only the owner: staff get 403, a shopper and no token 401', async () => {
    const start = await current();
    const body = { labels: [edit(59, 'lbl_cart_total', 'Sum', 'المجموع')], version: start.version };
    expect((await api('GET', '/labels', undefined, staffToken)).statusCode).toBe(403);
    expect((await api('PUT', '/labels', body, staffToken)).statusCode).toBe(403);
    for (const token of [null, asha.headers.Token!]) {
      expect((await api('GET', '/labels', undefined, token)).statusCode).toBe(401);
      expect((await api('PUT', '/labels', body, token)).statusCode).toBe(401);
    }
    expect(await current()).toEqual(start);
  });
});

const banner = () => ({
  imageUrl: '/media/v1/b/2.svg', topTitle: 'New', topTitleAr: 'جديد', mainTitle: 'Name Lamps', mainTitleAr: 'مصابيح بالأسماء',
  bottomTitle: '', bottomTitleAr: '', leftButtonText: 'Shop', leftButtonTextAr: 'تسوق', leftButtonUrl: '/all-products/0/all-categories',
  rightButtonText: '', rightButtonTextAr: '', rightButtonUrl: '', sortOrder: 1, isPublished: true,
});

describe('banners', () => {
  it('staff create, edit and unpublish a banner; the home page follows at once; stale edits and bad input are refused', async () => {
    const home = async (lang: 'en' | 'ar') => (await t.call<ShopBanner[]>('GET_HOME_SCREEN_BANNER', { languageCode: lang })).data;
    const shownBefore = (await home('en')).length;
    const created = await api('POST', '/banners', banner(), staffToken);
    expect(created.statusCode).toBe(201);
    const b = created.json().banner;
    expect(b).toMatchObject({ mainTitle: 'Name Lamps', version: 1, isPublished: true });
    expect((await home('ar')).map((x) => x.MainTitle)).toContain('مصابيح بالأسماء');

    const off = await api('PUT', `/banners/${b.id}`, { ...banner(), isPublished: false, version: 1 }, staffToken);
    expect(off.json().banner).toMatchObject({ isPublished: false, version: 2 });
    expect((await home('en')).length).toBe(shownBefore);
    expect((await api('GET', '/audit')).json().entries[0]).toMatchObject({ action: 'unpublish', entity: 'banner', entityId: String(b.id), actor: { email: 'sam@shop.test' } });

    const stale = await api('PUT', `/banners/${b.id}`, { ...banner(), version: 1 }, staffToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('VERSION_CONFLICT');
    for (const [body, message] of [
      [{ ...banner(), mainTitleAr: '' }, 'mainTitleAr must not have fewer than 1 characters'],
      [{ ...banner(), imageUrl: 'javascript:alert(1)' }, 'imageUrl must match pattern'],
      [{ ...banner(), leftButtonUrl: 'http://elsewhere.example' }, 'leftButtonUrl must match pattern'],
    ] as const) {
      const res = await api('POST', '/banners', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errorMessage).toContain(message);
    }
    expect((await api('PUT', '/banners/999999', { ...banner(), version: 1 })).statusCode).toBe(404);
  });
});

describe('campaigns', () => {
  const campaign = () => ({
    mainTitle: 'Eid Gifts', mainTitleAr: 'هدايا العيد', discountTitle: '15% off lamps', discountTitleAr: 'خصم 15% على المصابيح',
    body: 'Lamps with a name.', bodyAr: 'مصابيح بالاسم.', coverPictureUrl: '/media/v1/k/1.svg',
    startsOn: '2026-01-01', endsOn: '2099-12-31', categoryId: null as number | null, tagId: null as number | null, sortOrder: 0, isPublished: true,
  });

  it('creates a campaign over a category that the shop lists with its dates, and hides it when unpublished', async () => {
    const category = (await t.db.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [s.lamp]))[0]!.category_id;
    const res = await api('POST', '/campaigns', { ...campaign(), categoryId: category }, staffToken);
    expect(res.statusCode).toBe(201);
    const c = res.json().campaign;
    expect(c).toMatchObject({ mainTitle: 'Eid Gifts', startsOn: '2026-01-01', endsOn: '2099-12-31', categoryId: category, version: 1 });
    const list = (await t.call<ShopCampaign[]>('GET_WEB_CAMPAIGN_LIST', { languageCode: 'ar' })).data;
    expect(list.find((x) => x.CampaignId === c.id)).toMatchObject({ MainTitle: 'هدايا العيد', StartsOn: '2026-01-01', EndsOn: '2099-12-31', CategoryID: category });
    expect((await api('GET', '/audit')).json().entries[0]).toMatchObject({ action: 'create', entity: 'campaign', after: { mainTitle: 'Eid Gifts' } });

    expect((await api('PUT', `/campaigns/${c.id}`, { ...campaign(), categoryId: category, isPublished: false, version: 1 })).statusCode).toBe(200);
    expect((await t.call<ShopCampaign[]>('GET_WEB_CAMPAIGN_LIST', { languageCode: 'en' })).data.map((x) => x.CampaignId)).not.toContain(c.id);
    expect((await t.call('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: c.id, languageCode: 'en' })).status).toBe(404);
  });

  it('refuses dates that do not exist or run backwards, and a category or tag that is not there', async () => {
    const before = (await api('GET', '/campaigns')).json().campaigns.length;
    for (const [change, message] of [
      [{ startsOn: '2026-02-30' }, 'startsOn must match format'],
      [{ startsOn: '2026-03-01', endsOn: '2026-02-28' }, 'endsOn must not be before startsOn'],
      [{ categoryId: 999_999 }, 'categoryId 999999 is not a category'],
      [{ tagId: 999_999 }, 'tagId 999999 is not a tag'],
      [{ body: '' }, 'body must not have fewer than 1 characters'],
    ] as const) {
      const res = await api('POST', '/campaigns', { ...campaign(), ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errorMessage).toContain(message);
    }
    expect((await api('GET', '/campaigns')).json().campaigns.length).toBe(before);
  });
});
