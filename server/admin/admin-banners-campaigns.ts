// The home page's banners and the campaigns (docs/decisions/0018-campaigns-lead-to-products.md)
// in the owner's console: bilingual texts, a picture (uploaded: server/admin/admin-pictures.ts),
// dates, the campaign's products (a category and/or a tag, or a list picked by hand), published
// or not. Edits carry the version they were made on (409
// VERSION_CONFLICT when stale); every write is audited and bumps the catalogue version, so
// every instance shows it at once.
import type { FastifyInstance } from 'fastify';
import {
  BannerAnswer, BannerFields, BannerUpdateBody, BannersAnswer, CampaignAnswer, CampaignFields, CampaignUpdateBody, CampaignsAnswer, TagsAnswer,
} from '../../contract/admin-shop.ts';
import { IdParams } from '../../contract/admin.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import type { Db, Queryable } from '../db/database.ts';
import { badInput, notFound } from '../http/failure.ts';
import type { UploadedMasters } from '../images/uploaded-masters.ts';
import { checkPicture } from './admin-pictures.ts';
import { versionConflict } from './admin-version.ts';
import { adminWrite } from './audit.ts';

/** One table's columns as the API names them, in the order the body's fields are written. */
interface Table<F> {
  table: 'banners' | 'campaigns';
  entity: 'banner' | 'campaign';
  what: 'Banner' | 'Campaign';
  columns: readonly (readonly [keyof F & string, string])[];
  /** What a record holds beyond its row's columns (a campaign's products), read and written with it. */
  more?: {
    read(q: Queryable, id: number): Promise<object>;
    write(tx: Queryable, id: number, body: F): Promise<void>;
  };
}

const BANNER: Table<BannerFields> = {
  table: 'banners', entity: 'banner', what: 'Banner',
  columns: [
    ['imageUrl', 'image_url'], ['topTitle', 'top_title'], ['topTitleAr', 'top_title_ar'], ['mainTitle', 'main_title'], ['mainTitleAr', 'main_title_ar'],
    ['bottomTitle', 'bottom_title'], ['bottomTitleAr', 'bottom_title_ar'], ['leftButtonText', 'left_button_text'], ['leftButtonTextAr', 'left_button_text_ar'],
    ['leftButtonUrl', 'left_button_url'], ['rightButtonText', 'right_button_text'], ['rightButtonTextAr', 'right_button_text_ar'],
    ['rightButtonUrl', 'right_button_url'], ['sortOrder', 'sort_order'], ['isPublished', 'is_published'],
  ],
};

const CAMPAIGN: Table<CampaignFields> = {
  table: 'campaigns', entity: 'campaign', what: 'Campaign',
  columns: [
    ['mainTitle', 'main_title'], ['mainTitleAr', 'main_title_ar'], ['discountTitle', 'discount_title'], ['discountTitleAr', 'discount_title_ar'],
    ['body', 'body'], ['bodyAr', 'body_ar'], ['coverPictureUrl', 'cover_picture_url'], ['startsOn', 'starts_on'], ['endsOn', 'ends_on'],
    ['categoryId', 'category_id'], ['tagId', 'tag_id'], ['sortOrder', 'sort_order'], ['isPublished', 'is_published'],
  ],
  more: {
    async read(q, id) {
      const products = await q.query<{ id: number; name: string; nameAr: string; photoUrl: string | null; isPublished: boolean }>(
        `SELECT p.id, p.name, p.name_ar AS "nameAr", p.is_published AS "isPublished",
           (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1) AS "photoUrl"
         FROM campaign_products cp JOIN products p ON p.id = cp.product_id WHERE cp.campaign_id = $1 ORDER BY cp.sort_order`, [id]);
      return { productIds: products.map((p) => p.id), products };
    },
    async write(tx, id, body) {
      if (body.productIds === undefined) return;
      await tx.query('DELETE FROM campaign_products WHERE campaign_id = $1', [id]);
      for (const [sort, productId] of body.productIds.entries()) {
        await tx.query('INSERT INTO campaign_products (campaign_id, product_id, sort_order) VALUES ($1, $2, $3)', [id, productId, sort + 1]);
      }
    },
  },
};

const selectList = <F>(t: Table<F>) =>
  ['id', ...t.columns.map(([name, col]) => (col.endsWith('_on') ? `to_char(${col}, 'YYYY-MM-DD') AS "${name}"` : `${col} AS "${name}"`)), 'version'].join(', ');

async function byId<F>(q: Queryable, t: Table<F>, id: number, lock = false): Promise<(F & { id: number; version: number }) | null> {
  const row = (await q.query<F & { id: number; version: number }>(`SELECT ${selectList(t)} FROM ${t.table} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0];
  return row ? withMore(q, t, row) : null;
}

async function withMore<F, R extends { id: number }>(q: Queryable, t: Table<F>, row: R): Promise<R> {
  return t.more ? { ...row, ...(await t.more.read(q, row.id)) } : row;
}

/** Texts trimmed; everything else as the schema checked it. */
const values = <F>(t: Table<F>, body: F) => t.columns.map(([name]) => {
  const v = body[name] as unknown;
  return typeof v === 'string' ? v.trim() : v;
});

/** What no schema can say about a campaign: dates in order, a category, a tag and products that exist, each product once, its own picture. */
const checkCampaign = (masters: UploadedMasters) => async (q: Queryable, c: CampaignFields): Promise<void> => {
  if (c.startsOn && c.endsOn && c.startsOn > c.endsOn) throw badInput('endsOn must not be before startsOn');
  if (c.categoryId !== null && (await q.query('SELECT 1 FROM categories WHERE id = $1', [c.categoryId])).length === 0) {
    throw badInput(`categoryId ${c.categoryId} is not a category`);
  }
  if (c.tagId !== null && (await q.query('SELECT 1 FROM tags WHERE id = $1', [c.tagId])).length === 0) throw badInput(`tagId ${c.tagId} is not a tag`);
  const ids = c.productIds ?? [];
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw badInput(`productIds lists product ${twice} twice`);
  if (ids.length > 0) {
    const found = new Set((await q.query<{ id: number }>(`SELECT id FROM products WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`, ids)).map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw badInput(`productIds: ${missing} is not a product`);
  }
  await checkPicture(q, masters, 'coverPictureUrl', c.coverPictureUrl, 'campaign');
};

function routes<F extends { isPublished: boolean }>(
  admin: FastifyInstance, db: Db, t: Table<F>,
  schemas: { fields: typeof BannerFields | typeof CampaignFields; update: typeof BannerUpdateBody | typeof CampaignUpdateBody; one: typeof BannerAnswer | typeof CampaignAnswer; list: typeof BannersAnswer | typeof CampaignsAnswer },
  check: (q: Queryable, body: F) => Promise<void>,
): void {
  const path = `/${t.table}`;
  const key = t.entity;
  admin.get(path, { schema: { summary: `Every ${t.entity}, published or not, in the shop's order`, response: { 200: schemas.list } } }, async () => ({
    [t.table]: await Promise.all((await db.query<{ id: number }>(`SELECT ${selectList(t)} FROM ${t.table} ORDER BY sort_order, id`)).map((r) => withMore(db, t, r))),
  }));

  // The schema checked the body (Fastify's generic route types do not follow a generic F).
  const bodyOf = (req: { body: unknown }) => req.body as F & { version: number };
  admin.post(path, { schema: { summary: `Creates a ${t.entity}`, body: schemas.fields, response: { 201: schemas.one } } }, async (req, reply) => {
    const body = bodyOf(req);
    const created = await adminWrite(db, req.actor, async (tx, audit) => {
      await check(tx, body);
      const cols = t.columns.map(([, col]) => col);
      const { id } = (await tx.query<{ id: number }>(
        `INSERT INTO ${t.table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, values(t, body),
      ))[0]!;
      await t.more?.write(tx, id, body);
      await bumpCatalogueVersion(tx);
      const row = (await byId(tx, t, id))!;
      audit({ action: 'create', entity: t.entity, entityId: id, after: row });
      return row;
    });
    return reply.code(201).send({ [key]: created });
  });

  admin.put<{ Params: { id: string } }>(`${path}/:id`, {
    schema: { summary: `Edits, publishes or unpublishes a ${t.entity} made on \`version\`; 409 VERSION_CONFLICT if it changed meanwhile`, params: IdParams, body: schemas.update, response: { 200: schemas.one } },
  }, async (req) => {
    const id = Number(req.params.id);
    const body = bodyOf(req);
    const updated = await adminWrite(db, req.actor, async (tx, audit) => {
      const before = await byId(tx, t, id, true);
      if (!before) throw notFound(t.what);
      if (before.version !== body.version) throw versionConflict(`This ${t.entity} was`, body.version, before.version);
      await check(tx, body);
      await tx.query(
        `UPDATE ${t.table} SET ${t.columns.map(([, col], i) => `${col} = $${i + 1}`).join(', ')}, version = version + 1 WHERE id = $${t.columns.length + 1}`,
        [...values(t, body), id],
      );
      await t.more?.write(tx, id, body);
      await bumpCatalogueVersion(tx);
      const after = (await byId(tx, t, id))!;
      const action = before.isPublished === after.isPublished ? 'update' : after.isPublished ? 'publish' : 'unpublish';
      audit({ action, entity: t.entity, entityId: id, before, after });
      return after;
    });
    return { [key]: updated };
  });
}

export function adminBannerCampaignRoutes(admin: FastifyInstance, db: Db, masters: UploadedMasters): void {
  routes(admin, db, BANNER, { fields: BannerFields, update: BannerUpdateBody, one: BannerAnswer, list: BannersAnswer },
    (q, b) => checkPicture(q, masters, 'imageUrl', b.imageUrl, 'banner'));
  routes(admin, db, CAMPAIGN, { fields: CampaignFields, update: CampaignUpdateBody, one: CampaignAnswer, list: CampaignsAnswer }, checkCampaign(masters));
  admin.get('/tags', { schema: { summary: "The catalogue's tags, for a campaign's products", response: { 200: TagsAnswer } } }, async () => ({
    tags: await db.query('SELECT id, name, name_ar AS "nameAr" FROM tags ORDER BY name, id'),
  }));
}
