// The shop's own settings (owner only, docs/shop-rules.md): the shipping rule (app_config
// free_delivery_from), the facility strip (labels of entity 87), and the contact details and
// hours the contact page (entity 61) and the footer (entity 75) show, in both languages, with
// the WhatsApp number the cart and the chat button open (the footer's footer.whatsapp).
// An edit carries the version it was made on (app_config settings_version; 409
// VERSION_CONFLICT when two people edit at once), is audited, and bumps the catalogue
// version: every instance answers the new texts and rule at once.
import type { FastifyInstance } from 'fastify';
import { ShopSettingsAnswer, ShopSettingsBody, type ShopSettings } from '../../contract/admin-shop.ts';
import { DEFAULT_WHATSAPP, fromPaise, LABEL_ENTITY, toPaise, WHATSAPP_LABEL } from '../../contract/shop-rules.ts';
import { FREE_DELIVERY_KEY } from '../calls/orders/cart-pricing.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import type { Db, Queryable } from '../db/database.ts';
import { versionConflict } from './admin-version.ts';
import { adminWrite } from './audit.ts';

const VERSION_KEY = 'settings_version';

type Lang = 'en' | 'ar';
/** Where each bilingual text lives: [entity, label id], the first the one read back. */
const FACILITY = {
  delivery: 'lbl_facility_freeshipp', returns: 'lbl_facility_moneyback', payment: 'lbl_facility_pygateway', support: 'lbl_facility_support',
} as const;
const CONTACT_TEXTS = {
  address: [[LABEL_ENTITY.Contact, 'contact.address'], [LABEL_ENTITY.Footer, 'footer.location']],
  hours: [[LABEL_ENTITY.Contact, 'contact.hours']],
} as const;
/** Phone and email are the same in both languages, on the contact page and in the footer. */
const CONTACT_DATA = {
  phone: [[LABEL_ENTITY.Contact, 'contact.phone'], [LABEL_ENTITY.Footer, 'footer.phone']],
  email: [[LABEL_ENTITY.Contact, 'contact.email'], [LABEL_ENTITY.Footer, 'footer.email']],
  whatsapp: [[LABEL_ENTITY.Footer, WHATSAPP_LABEL]],
} as const;

async function readSettings(q: Queryable): Promise<ShopSettings> {
  const config = new Map((await q.query<{ key: string; value: string }>(
    'SELECT key, value FROM app_config WHERE key = ANY($1::text[])', [[FREE_DELIVERY_KEY, VERSION_KEY]],
  )).map((r) => [r.key, r.value]));
  const labels = new Map((await q.query<{ entity_id: number; lang_code: string; label_html_id: string; text: string }>(
    'SELECT entity_id, lang_code, label_html_id, text FROM labels WHERE entity_id = ANY($1::int[])',
    [[LABEL_ENTITY.BestFacilities, LABEL_ENTITY.Contact, LABEL_ENTITY.Footer]],
  )).map((r) => [`${r.entity_id} ${r.lang_code} ${r.label_html_id}`, r.text]));
  const label = (entity: number, lang: Lang, id: string) => labels.get(`${entity} ${lang} ${id}`) ?? '';
  const both = (entity: number, id: string) => ({ en: label(entity, 'en', id), ar: label(entity, 'ar', id) });
  const free = config.get(FREE_DELIVERY_KEY)?.trim() ?? '';
  return {
    // The cart's own reading of the rule (server/calls/orders/cart-pricing.ts): an unreadable value is none.
    freeDeliveryFromPaise: /^\d{1,9}(\.\d{1,2})?$/.test(free) ? toPaise(Number(free)) : null,
    facility: {
      delivery: both(LABEL_ENTITY.BestFacilities, FACILITY.delivery),
      returns: both(LABEL_ENTITY.BestFacilities, FACILITY.returns),
      payment: both(LABEL_ENTITY.BestFacilities, FACILITY.payment),
      support: both(LABEL_ENTITY.BestFacilities, FACILITY.support),
    },
    contact: {
      phone: label(LABEL_ENTITY.Contact, 'en', CONTACT_DATA.phone[0][1]),
      email: label(LABEL_ENTITY.Contact, 'en', CONTACT_DATA.email[0][1]),
      whatsapp: label(LABEL_ENTITY.Footer, 'en', WHATSAPP_LABEL) || DEFAULT_WHATSAPP,
      address: both(LABEL_ENTITY.Contact, CONTACT_TEXTS.address[0][1]),
      hours: both(LABEL_ENTITY.Contact, CONTACT_TEXTS.hours[0][1]),
    },
    version: Number(config.get(VERSION_KEY) ?? 1) || 1,
  };
}

/** One label: its text, or no row at all for an empty text (the shop's built-in text then shows). */
async function writeLabel(tx: Queryable, entity: number, lang: Lang, id: string, text: string): Promise<void> {
  const value = text.trim();
  if (!value) {
    await tx.query('DELETE FROM labels WHERE entity_id = $1 AND lang_code = $2 AND label_html_id = $3', [entity, lang, id]);
    return;
  }
  await tx.query(
    `INSERT INTO labels (entity_id, lang_code, label_html_id, text) VALUES ($1, $2, $3, $4)
     ON CONFLICT (entity_id, lang_code, label_html_id) DO UPDATE SET text = EXCLUDED.text`,
    [entity, lang, id, value],
  );
}

async function writeSettings(tx: Queryable, s: ShopSettingsBody): Promise<void> {
  if (s.freeDeliveryFromPaise === null) await tx.query('DELETE FROM app_config WHERE key = $1', [FREE_DELIVERY_KEY]);
  else {
    await tx.query('INSERT INTO app_config (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
      [FREE_DELIVERY_KEY, String(fromPaise(s.freeDeliveryFromPaise))]);
  }
  for (const lang of ['en', 'ar'] as const) {
    for (const [key, id] of Object.entries(FACILITY)) await writeLabel(tx, LABEL_ENTITY.BestFacilities, lang, id, s.facility[key as keyof typeof FACILITY][lang]);
    for (const [key, places] of Object.entries(CONTACT_TEXTS)) {
      for (const [entity, id] of places) await writeLabel(tx, entity, lang, id, s.contact[key as keyof typeof CONTACT_TEXTS][lang]);
    }
    for (const [key, places] of Object.entries(CONTACT_DATA)) {
      for (const [entity, id] of places) await writeLabel(tx, entity, lang, id, s.contact[key as keyof typeof CONTACT_DATA]);
    }
  }
}

export function adminShopSettingsRoutes(admin: FastifyInstance, db: Db): void {
  admin.get('/settings', {
    config: { ownerOnly: true },
    schema: { summary: "The shop's settings: shipping rule, facility strip, contact details and hours (owner only)", response: { 200: ShopSettingsAnswer } },
  }, async () => ({ settings: await readSettings(db) }));

  admin.put<{ Body: ShopSettingsBody }>('/settings', {
    config: { ownerOnly: true },
    schema: {
      summary: "Changes the shop's settings made on `version` (owner only); 409 VERSION_CONFLICT if they changed meanwhile; the shop shows them at once",
      body: ShopSettingsBody, response: { 200: ShopSettingsAnswer },
    },
  }, async (req) => {
    const settings = await adminWrite(db, req.actor, async (tx, audit) => {
      // The version row, locked: two edits cannot both pass the check.
      await tx.query("INSERT INTO app_config (key, value) VALUES ($1, '1') ON CONFLICT (key) DO NOTHING", [VERSION_KEY]);
      await tx.query('SELECT value FROM app_config WHERE key = $1 FOR UPDATE', [VERSION_KEY]);
      const before = await readSettings(tx);
      if (before.version !== req.body.version) throw versionConflict('The settings were', req.body.version, before.version);
      await writeSettings(tx, req.body);
      await tx.query('UPDATE app_config SET value = $2 WHERE key = $1', [VERSION_KEY, String(before.version + 1)]);
      await bumpCatalogueVersion(tx);
      const after = await readSettings(tx);
      audit({ action: 'update', entity: 'settings', entityId: 'shop', before, after });
      return after;
    });
    return { settings };
  });
}
