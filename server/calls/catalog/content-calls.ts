// Home banners and campaigns (docs/rules.md R7), in the shopper's language; only those the
// owner published (an unpublished campaign's page is a 404, like one that never was).
import { defineCall, type CallModule } from '../../http/call.ts';
import type { Banner, Campaign } from '../../../contract/models.ts';
import { Failure } from '../../http/failure.ts';
import { localizedSql } from './localized-sql.ts';
import { productRowsByIds } from './product-list-rows.ts';

const homeBanners = defineCall({
  name: 'GET_HOME_SCREEN_BANNER',
  auth: 'public',
  cacheable: true,
  async handler({ db, lang }) {
    const l = (col: string) => localizedSql(lang, `b.${col}`);
    // Only theme type 1 is shown (docs/rules.md R3).
    const rows = await db.query<Banner>(
      `SELECT b.id AS "BannerId", b.theme_type_id AS "ThemeTypeID", b.image_url AS "BannerImgUrl",
         ${l('top_title')} AS "TopTitle", ${l('main_title')} AS "MainTitle", ${l('bottom_title')} AS "BottomTitle",
         ${l('left_button_text')} AS "LeftButtonText", b.left_button_url AS "LeftButtonUrl",
         ${l('right_button_text')} AS "RightButtonText", b.right_button_url AS "RightButtonUrl"
       FROM banners b WHERE b.theme_type_id = 1 AND b.is_published ORDER BY b.sort_order, b.id`,
    );
    return { data: rows };
  },
});

/**
 * The original client's fields, then this shop's additions: the dates it runs (YYYY-MM-DD,
 * both inclusive, null when open) and where its products are (a category with its
 * children and/or a tag, as get-all-products filters them; null when not set).
 */
function campaignColumns(lang: 'en' | 'ar'): string {
  return `k.id AS "CampaignId", ${localizedSql(lang, 'k.main_title')} AS "MainTitle",
    ${localizedSql(lang, 'k.discount_title')} AS "DiscountTitle", ${localizedSql(lang, 'k.body')} AS "Body",
    k.cover_picture_url AS "CoverPictureUrl",
    to_char(k.starts_on, 'YYYY-MM-DD') AS "StartsOn", to_char(k.ends_on, 'YYYY-MM-DD') AS "EndsOn",
    k.category_id AS "CategoryID", k.tag_id AS "TagID"`;
}

const campaignList = defineCall({
  name: 'GET_WEB_CAMPAIGN_LIST',
  auth: 'public',
  cacheable: true,
  async handler({ db, lang }) {
    return { data: await db.query<Campaign>(`SELECT ${campaignColumns(lang)} FROM campaigns k WHERE k.is_published ORDER BY k.sort_order, k.id`) };
  },
});

const campaignDetail = defineCall({
  name: 'GET_WEB_CAMPAIGN_DETAIL',
  auth: 'public',
  cacheable: true,
  async handler({ db, lang, params }) {
    const id = params.CampaignId;
    const rows = await db.query<Campaign>(`SELECT ${campaignColumns(lang)} FROM campaigns k WHERE k.id = $1 AND k.is_published`, [id]);
    if (rows.length === 0) throw new Failure(404, 'NOT_FOUND', 'Campaign not found.');
    // The products the owner picked by hand, published ones in the owner's order (an
    // addition: empty when the campaign names its products by a category or a tag).
    const ids = (await db.query<{ id: number }>(
      `SELECT cp.product_id AS id FROM campaign_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.campaign_id = $1 AND p.is_published ORDER BY cp.sort_order`, [id])).map((r) => Number(r.id));
    return { data: [{ ...rows[0]!, Products: await productRowsByIds(db, lang, ids, ids.length) }] };
  },
});

export const contentCalls: readonly CallModule[] = [homeBanners, campaignList, campaignDetail];
