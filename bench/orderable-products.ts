// Products a bench can put in a cart without the shopper choosing anything costly: physical,
// published, in stock, and for every required option a choice that adds 0. The expected line
// price is then the product's sale price (plus its shipping charge) times the quantity,
// computed from the products table, independently of the server's pricing.
import type { Db } from '../server/db/database.ts';

export interface OrderableProduct {
  id: number;
  sale_price: number;
  /** The shipping charge per unit (0 when shipping is free). */
  shipping: number;
  /** One free choice per required attribute. */
  options: { a: number; v: number }[];
}

/** `spread` takes products from all over the id range (a big catalogue), not the first ones. */
export async function orderableProducts(db: Db, limit: number, spread = false): Promise<OrderableProduct[]> {
  return db.query<OrderableProduct>(
    `SELECT p.id, p.sale_price, CASE WHEN p.is_shipping_free THEN 0 ELSE p.shipping_charges END AS shipping,
            COALESCE((SELECT json_agg(json_build_object('a', f.attribute_id, 'v', f.value_id))
                        FROM (SELECT DISTINCT ON (o.attribute_id) o.attribute_id, o.value_id
                                FROM product_attribute_options o
                               WHERE o.product_id = p.id AND o.is_required AND o.additional_price = 0
                               ORDER BY o.attribute_id, o.sort_order) f), '[]'::json) AS options
       FROM products p
      WHERE p.is_published AND p.stock_quantity > 0 AND NOT p.is_digital
        AND NOT EXISTS (SELECT 1 FROM product_attribute_options r WHERE r.product_id = p.id AND r.is_required
                          AND NOT EXISTS (SELECT 1 FROM product_attribute_options z WHERE z.product_id = p.id
                                            AND z.attribute_id = r.attribute_id AND z.is_required AND z.additional_price = 0))
      ORDER BY ${spread ? '(p.id * 7919) % 100003, ' : ''}p.id LIMIT ${Number(limit)}`,
  );
}

/** A cart line as the client sends it (docs/rules.md R3's cart item). */
export function cartLine(p: OrderableProduct, quantity: number) {
  return {
    ProductId: p.id,
    productSelectedAttributes: p.options.map((o) => ({ ProductId: p.id, ProductAttributeID: o.a, PrimaryKeyValue: o.v })),
    Quantity: quantity,
  };
}
