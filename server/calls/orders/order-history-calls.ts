// Order history (docs/rules.md R2, Orders History): the token's user's orders, and one
// order's items with a download token for Completed digital items.
import type { LangCode, OrderItem, OrderMaster } from '../../../contract/models.ts';
import type { Queryable } from '../../db/database.ts';
import { localizedSql } from '../catalog/localized-sql.ts';
import { SqlParams } from '../catalog/product-list-rows.ts';
import type { OrderedPersonalisation } from '../../../contract/personalisation.ts';
import { ORDER_STATUS } from '../../../contract/shop-rules.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { Failure } from '../../http/failure.ts';
import { makeDownloadToken } from './download-token.ts';

interface MasterRow {
  id: number; order_number: string; order_date: Date | string; latest_status_id: number; status_name: string;
  total_items: number; order_total: number;
}

const historyMaster = defineCall({
  name: 'GET_CUSTOMER_ORDER_HISTORY_MASTER',
  auth: 'user',
  async handler({ db, user, lang }) {
    const rows = await db.query<MasterRow>(
      `SELECT o.id, o.order_number, o.order_date, o.latest_status_id,
              CASE WHEN $2 = 'ar' THEN s.name_ar ELSE s.name END AS status_name,
              COALESCE((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)::int AS total_items, o.order_total
       FROM orders o JOIN order_statuses s ON s.id = o.latest_status_id
       WHERE o.user_id = $1 ORDER BY o.order_date DESC, o.id DESC`,
      [user!.id, lang],
    );
    const data: OrderMaster[] = rows.map((r) => ({
      OrderId: r.id,
      OrderNumber: r.order_number,
      OrderDateUTC: new Date(r.order_date).toISOString(),
      LatestStatusID: r.latest_status_id,
      LatestStatusName: r.status_name,
      TotalItems: r.total_items,
      OrderTotal: r.order_total,
    }));
    return { data };
  },
});

/** An option as the order stored it: its ids and its names in the language it was ordered in. */
interface StoredOption { ProductAttributeID?: number; PrimaryKeyValue?: number; AttributeDisplayName?: string; PrimaryKeyDisplayValue?: string }

interface OptionName { product_id: number; attribute_id: number; value_id: number; attribute_name: string; display_value: string }

/**
 * The options' names in the viewer's language (docs/rules.md R12.1), read by their stored ids
 * (the product's name is read by its id in the items' query); an option or a product the
 * shop no longer has keeps the names it was ordered with.
 */
async function optionNames(db: Queryable, lang: LangCode, productIds: readonly number[]): Promise<(productId: number, o: StoredOption) => { AttributeDisplayName: string; PrimaryKeyDisplayValue: string }> {
  const ids = [...new Set(productIds)];
  const params = new SqlParams();
  const rows = ids.length === 0 ? [] : await db.query<OptionName>(
    `SELECT o.product_id, o.attribute_id, o.value_id, ${localizedSql(lang, 'a.name')} AS attribute_name, ${localizedSql(lang, 'o.display_value')} AS display_value
     FROM product_attribute_options o JOIN attributes a ON a.id = o.attribute_id
     WHERE o.product_id IN (${params.list(ids)})`,
    params.values,
  );
  const byKey = new Map(rows.map((r) => [`${r.product_id}:${r.attribute_id}:${r.value_id}`, r]));
  return (productId, o) => {
    const now = byKey.get(`${productId}:${o.ProductAttributeID}:${o.PrimaryKeyValue}`);
    return {
      AttributeDisplayName: now?.attribute_name ?? String(o.AttributeDisplayName ?? ''),
      PrimaryKeyDisplayValue: now?.display_value ?? String(o.PrimaryKeyDisplayValue ?? ''),
    };
  };
}

interface ItemRow {
  id: number; order_id: number; product_id: number; product_name: string; unit_price: number; quantity: number; item_total: number;
  default_image_url: string; is_digital: boolean; latest_status_id: number; shipping_status_id: number | null;
  selected_attributes: StoredOption[] | string;
  personalisation: OrderedPersonalisation | string | null;
}

/** Digital, and Completed by its latest or its shipping status (docs/rules.md R4). */
export function isDownloadable(item: { is_digital: boolean; latest_status_id: number; shipping_status_id: number | null }): boolean {
  return item.is_digital && (item.latest_status_id === ORDER_STATUS.Completed || item.shipping_status_id === ORDER_STATUS.Completed);
}

const historyDetail = defineCall({
  name: 'GET_CUSTOME_ORDER_HISTORY_DETAIL',
  auth: 'user',
  async handler({ db, user, params, services, lang }) {
    const orderId = params.OrderId;
    const owner = await db.query('SELECT id FROM orders WHERE id = $1 AND user_id = $2', [orderId, user!.id]);
    if (owner.length === 0) throw new Failure(404, 'NOT_FOUND', 'Order not found.');
    const rows = await db.query<ItemRow>(
      `SELECT i.id, i.order_id, i.product_id, COALESCE(${localizedSql(lang, 'p.name')}, i.product_name) AS product_name, i.unit_price, i.quantity,
              i.item_total, i.default_image_url, i.is_digital, i.latest_status_id, i.shipping_status_id, i.selected_attributes, i.personalisation
       FROM order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.order_id = $1 ORDER BY i.id`,
      [orderId],
    );
    const named = await optionNames(db, lang, rows.map((r) => r.product_id));
    const data: OrderItem[] = rows.map((r) => {
      const selected = typeof r.selected_attributes === 'string' ? JSON.parse(r.selected_attributes) as ItemRow['selected_attributes'] : r.selected_attributes;
      return {
        OrderItemID: r.id,
        OrderId: r.order_id,
        ProductId: r.product_id,
        ProductName: r.product_name,
        Price: r.unit_price,
        Quantity: r.quantity,
        OrderItemTotal: r.item_total,
        DefaultImageUrl: r.default_image_url,
        IsDigitalProduct: r.is_digital,
        LatestStatusID: r.latest_status_id,
        ShippingStatusID: r.shipping_status_id,
        DownloadToken: isDownloadable(r) ? makeDownloadToken(services.downloadSecret, r.id, user!.id) : null,
        SelectedAttributesDisplay: (Array.isArray(selected) ? selected : []).map((s) => named(r.product_id, s)),
        Personalisation: typeof r.personalisation === 'string' ? JSON.parse(r.personalisation) as OrderedPersonalisation : r.personalisation,
      };
    });
    return { data };
  },
});

export const orderHistoryCalls: readonly CallModule[] = [historyMaster, historyDetail];
