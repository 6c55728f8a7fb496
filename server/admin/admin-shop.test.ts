// The shop's own settings, its banners and its campaigns through the owner's console API:
// validation, roles, the version check, the audit log, and the shop showing each change at
// once (the calls answer from the catalogue-version cache, so a stale answer would show here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../contract/admin-shop.ts';
import { DEFAULT_WHATSAPP, WHATSAPP_LABEL } from '../../contract/shop-rules.ts';
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

const banner = () => ({
  imageUrl: '/media/v2/b/1.jpg', topTitle: 'New', topTitleAr: 'جديد', mainTitle: 'Name Lamps', mainTitleAr: 'مصابيح بالأسماء',
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
    body: 'Lamps with a name.', bodyAr: 'مصابيح بالاسم.', coverPictureUrl: '/media/v2/c/1.jpg',
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
