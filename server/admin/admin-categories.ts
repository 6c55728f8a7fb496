// The category tree in the owner's console: two levels (a top-level category and its
// children), names in English and Arabic. Every write is audited and bumps the catalogue
// version, so every instance shows it at once.
import type { FastifyInstance } from 'fastify';
import { CategoryBody, IdParams } from '../../contract/admin.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import type { Db, Queryable } from '../db/database.ts';
import { badInput, notFound } from '../http/failure.ts';
import type { UploadedMasters } from '../images/uploaded-masters.ts';
import { checkPicture } from './admin-pictures.ts';
import { adminWrite } from './audit.ts';

const CATEGORY_COLUMNS = `id, parent_id AS "parentId", name, name_ar AS "nameAr", attachment_url AS "imageUrl", is_popular AS "isPopular",
  sort_order AS "sortOrder", (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS products`;

const categoryById = async (q: Queryable, id: number) =>
  (await q.query<{ id: number; parentId: number | null }>(`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE id = $1`, [id]))[0] ?? null;

/** Two levels: the parent is a top-level category, and a category with children stays top-level. */
async function checkTree(q: Queryable, body: CategoryBody, id: number | null): Promise<void> {
  const parentId = body.parentId ?? null;
  if (parentId === null) return;
  if (parentId === id) throw badInput('parentId: a category cannot be its own parent');
  const parent = await categoryById(q, parentId);
  if (!parent) throw badInput(`parentId ${parentId} is not a category`);
  if (parent.parentId !== null) throw badInput('parentId: the tree has two levels; choose a top-level category as the parent');
  if (id !== null && (await q.query('SELECT 1 FROM categories WHERE parent_id = $1 LIMIT 1', [id])).length > 0) {
    throw badInput('parentId: this category has subcategories, so it stays at the top level');
  }
}

const values = (b: CategoryBody) => [b.name.trim(), b.nameAr.trim(), b.parentId ?? null, b.imageUrl ?? null, b.isPopular ?? false, b.sortOrder ?? 0];

export function adminCategoryRoutes(admin: FastifyInstance, db: Db, masters: UploadedMasters): void {
  admin.get('/categories', { schema: { summary: 'Every category, parents before their children' } }, async () => ({
    categories: await db.query(`SELECT ${CATEGORY_COLUMNS} FROM categories c ORDER BY COALESCE(parent_id, id), parent_id NULLS FIRST, sort_order, id`),
  }));

  admin.post<{ Body: CategoryBody }>('/categories', { schema: { summary: 'Creates a category', body: CategoryBody } }, async (req, reply) => {
    const category = await adminWrite(db, req.actor, async (tx, audit) => {
      await checkTree(tx, req.body, null);
      await checkPicture(tx, masters, 'imageUrl', req.body.imageUrl, 'category');
      const { id } = (await tx.query<{ id: number }>(
        'INSERT INTO categories (name, name_ar, parent_id, attachment_url, is_popular, sort_order) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', values(req.body),
      ))[0]!;
      await bumpCatalogueVersion(tx);
      const created = await categoryById(tx, id);
      audit({ action: 'create', entity: 'category', entityId: id, after: created });
      return created;
    });
    return reply.code(201).send({ category });
  });

  admin.put<{ Params: { id: string }; Body: CategoryBody }>('/categories/:id', {
    schema: { summary: 'Edits a category', params: IdParams, body: CategoryBody },
  }, async (req) => {
    const id = Number(req.params.id);
    const category = await adminWrite(db, req.actor, async (tx, audit) => {
      const before = await categoryById(tx, id);
      if (!before) throw notFound('Category');
      await checkTree(tx, req.body, id);
      await checkPicture(tx, masters, 'imageUrl', req.body.imageUrl, 'category');
      await tx.query(
        'UPDATE categories SET name = $1, name_ar = $2, parent_id = $3, attachment_url = $4, is_popular = $5, sort_order = $6 WHERE id = $7', [...values(req.body), id],
      );
      await bumpCatalogueVersion(tx);
      const after = await categoryById(tx, id);
      audit({ action: 'update', entity: 'category', entityId: id, before, after });
      return after;
    });
    return { category };
  });
}
