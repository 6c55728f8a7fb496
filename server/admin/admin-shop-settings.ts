// The shop's own settings (owner only, docs/shop-rules.md): the shipping rule (app_config
// free_delivery_from and delivery_charge), the facility strip (labels of entity 87), and the
// contact details and hours the contact page (entity 61) and the footer (entity 75) show, in
// both languages, with the WhatsApp number the cart and the chat button open (the footer's
// footer.whatsapp).
// An edit carries the version it was made on (app_config settings_version; 409
// VERSION_CONFLICT when two people edit at once), is audited, and bumps the catalogue
// version: every instance answers the new texts and rule at once. Beside them, the screen
// labels the shop shows (contract/shop-labels.ts), with their own version (labels_version).
import type { FastifyInstance } from 'fastify';
import { ShopLabelsAnswer, ShopLabelsBody, ShopSettingsAnswer, ShopSettingsBody, type ShopLabel, type ShopLabelSet, type ShopSettings } from '../../contract/admin-shop.ts';
import { SHOP_LABELS, isShopLabel } from '../../contract/shop-labels.ts';
import { LABELS } from '../db/seed/labels.ts';
import { badInput } from '../http/failure.ts';
import { DEFAULT_WHATSAPP, fromPaise, LABEL_ENTITY, WHATSAPP_LABEL } from '../../contract/shop-rules.ts';
import { configPaise, DELIVERY_CHARGE_KEY, FREE_DELIVERY_KEY } from '../calls/orders/cart-pricing.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import type { Db, Queryable } from '../db/database.ts';
import { versionConflict } from './admin-version.ts';
import { adminWrite } from './audit.ts';

const VERSION_KEY = 'settings_version';
const LABELS_VERSION_KEY = 'labels_version';

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
    'SELECT key, value FROM app_config WHERE key = ANY($1::text[])', [[FREE_DELIVERY_KEY, DELIVERY_CHARGE_KEY, VERSION_KEY]],
  )).map((r) => [r.key, r.value]));
  const labels = new Map((await q.query<{ entity_id: number; lang_code: string; label_html_id: string; text: string }>(
    'SELECT entity_id, lang_code, label_html_id, text FROM labels WHERE entity_id = ANY($1::int[])',
    [[LABEL_ENTITY.BestFacilities, LABEL_ENTITY.Contact, LABEL_ENTITY.Footer]],
  )).map((r) => [`${r.entity_id} ${r.lang_code} ${r.label_html_id}`, r.text]));
  const label = (entity: number, lang: Lang, id: string) => labels.get(`${entity} ${lang} ${id}`) ?? '';
  const both = (entity: number, id: string) => ({ en: label(entity, 'en', id), ar: label(entity, 'ar', id) });
  return {
    // The cart's own reading of the rule (server/calls/orders/cart-pricing.ts): an unreadable value is none.
    freeDeliveryFromPaise: configPaise(config.get(FREE_DELIVERY_KEY)),
    deliveryChargePaise: configPaise(config.get(DELIVERY_CHARGE_KEY)),
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

/** An amount of the shipping rule in app_config, in rupees as the cart reads it; null: no row. */
async function writeAmount(tx: Queryable, key: string, paise: number | null): Promise<void> {
  if (paise === null) await tx.query('DELETE FROM app_config WHERE key = $1', [key]);
  else await tx.query('INSERT INTO app_config (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, String(fromPaise(paise))]);
}

async function writeSettings(tx: Queryable, s: ShopSettingsBody): Promise<void> {
  await writeAmount(tx, FREE_DELIVERY_KEY, s.freeDeliveryFromPaise);
  await writeAmount(tx, DELIVERY_CHARGE_KEY, s.deliveryChargePaise);
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

/** What each label is, in both languages: the demo data's texts for its id. */
const LABEL_NAMES = new Map(LABELS.map((l) => [`${l.entityId} ${l.id}`, { en: l.en, ar: l.ar }]));

/** The labels the owner may change (contract/shop-labels.ts), with the shop's texts for them. */
async function readLabels(q: Queryable): Promise<ShopLabelSet> {
  const rows = await q.query<{ entity_id: number; lang_code: string; label_html_id: string; text: string }>(
    'SELECT entity_id, lang_code, label_html_id, text FROM labels WHERE entity_id = ANY($1::int[])', [SHOP_LABELS.map(([e]) => e)],
  );
  const stored = new Map(rows.map((r) => [`${r.entity_id} ${r.lang_code} ${r.label_html_id}`, r.text]));
  const version = (await q.query<{ value: string }>('SELECT value FROM app_config WHERE key = $1', [LABELS_VERSION_KEY]))[0]?.value;
  return {
    labels: SHOP_LABELS.flatMap(([entityId, ids]) => ids.map((id) => ({
      entityId, id,
      en: stored.get(`${entityId} en ${id}`) ?? '', ar: stored.get(`${entityId} ar ${id}`) ?? '',
      name: LABEL_NAMES.get(`${entityId} ${id}`) ?? { en: id, ar: id },
    }))),
    version: Number(version ?? 1) || 1,
  };
}

/**
 * The labels sent: each one the shop shows (else 400 naming it), and an English text only
 * with its Arabic one (the shop answers a label missing in Arabic with its English text:
 * server/calls/catalog/localization.ts).
 */
function checkLabels(body: ShopLabelsBody): void {
  const seen = new Set<string>();
  for (const l of body.labels) {
    const key = `${l.entityId} ${l.id}`;
    if (!isShopLabel(l.entityId, l.id)) throw badInput(`There is no label ${l.id} on screen ${l.entityId} that the shop shows.`, { field: 'labels' });
    if (seen.has(key)) throw badInput(`The label ${l.id} is sent twice.`, { field: 'labels' });
    seen.add(key);
    if (l.en.trim() && !l.ar.trim()) {
      throw badInput(`"${LABEL_NAMES.get(key)?.en ?? l.id}" needs its Arabic text too: without it the Arabic shop would show the English one.`, { field: 'labels' });
    }
  }
}

/** A record's version row in app_config, locked: two edits cannot both pass the version check. */
async function lockVersion(tx: Queryable, key: string): Promise<void> {
  await tx.query("INSERT INTO app_config (key, value) VALUES ($1, '1') ON CONFLICT (key) DO NOTHING", [key]);
  await tx.query('SELECT value FROM app_config WHERE key = $1 FOR UPDATE', [key]);
}

/** The edit is made: the record's version moves on, and the catalogue's (every instance shows it at once). */
async function moveVersion(tx: Queryable, key: string, version: number): Promise<void> {
  await tx.query('UPDATE app_config SET value = $2 WHERE key = $1', [key, String(version + 1)]);
  await bumpCatalogueVersion(tx);
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
      await lockVersion(tx, VERSION_KEY);
      const before = await readSettings(tx);
      if (before.version !== req.body.version) throw versionConflict('The settings were', req.body.version, before.version);
      await writeSettings(tx, req.body);
      await moveVersion(tx, VERSION_KEY, before.version);
      const after = await readSettings(tx);
      audit({ action: 'update', entity: 'settings', entityId: 'shop', before, after });
      return after;
    });
    return { settings };
  });

  admin.get('/labels', {
    config: { ownerOnly: true },
    schema: { summary: "The shop's screen labels the owner may change, in English and Arabic (owner only)", response: { 200: ShopLabelsAnswer } },
  }, async () => ({ labelSet: await readLabels(db) }));

  admin.put<{ Body: ShopLabelsBody }>('/labels', {
    config: { ownerOnly: true },
    schema: {
      summary: "Changes some of the shop's screen labels, made on `version` (owner only); an empty text shows the shop's built-in one; 409 VERSION_CONFLICT if they changed meanwhile; the shop shows them at once",
      body: ShopLabelsBody, response: { 200: ShopLabelsAnswer },
    },
  }, async (req) => {
    checkLabels(req.body);
    const labelSet = await adminWrite(db, req.actor, async (tx, audit) => {
      await lockVersion(tx, LABELS_VERSION_KEY);
      const before = await readLabels(tx);
      if (before.version !== req.body.version) throw versionConflict('The labels were', req.body.version, before.version);
      const changed = req.body.labels.filter((l) => {
        const was = before.labels.find((b) => b.entityId === l.entityId && b.id === l.id)!;
        return was.en !== l.en.trim() || was.ar !== l.ar.trim();
      });
      // Nothing changed (a form saved as it was): nothing to write or log.
      if (changed.length === 0) return before;
      for (const l of changed) {
        for (const lang of ['en', 'ar'] as const) await writeLabel(tx, l.entityId, lang, l.id, l[lang]);
      }
      await moveVersion(tx, LABELS_VERSION_KEY, before.version);
      const after = await readLabels(tx);
      // Only what changed, before and after: a log entry stays readable.
      const pick = (all: ShopLabel[]) => changed.map((c) => all.find((a) => a.entityId === c.entityId && a.id === c.id)!).map(({ entityId, id, en, ar }) => ({ entityId, id, en, ar }));
      audit({ action: 'update', entity: 'labels', entityId: 'shop', before: { labels: pick(before.labels), version: before.version }, after: { labels: pick(after.labels), version: after.version } });
      return after;
    });
    return { labelSet };
  });
}
