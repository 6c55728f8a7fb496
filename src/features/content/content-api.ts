// Content: the campaign detail, the products a campaign leads to, and the contact form's write.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Campaign, LangCode } from '../../../contract/models.ts';
import { listingCallFields } from '../../../contract/first-screen.ts';
import { queryApi } from '../../lib/api-client.ts';
import { mutateApi } from '../../lib/mutate-api.ts';

/** A campaign page shows this many of its products; "Shop now" leads to all of them. */
export const CAMPAIGN_PRODUCTS = 8;

export const campaignQuery = (campaignId: number, lang: LangCode) =>
  queryOptions({
    queryKey: ['content', 'campaign', lang, campaignId],
    queryFn: () => queryApi('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: campaignId }, lang),
    enabled: campaignId > 0,
  });

/** The listing's search for a campaign's products: its category (with its children) and its tag. */
export function campaignListing(c: Pick<Campaign, 'CategoryID' | 'TagID'>): { categoryId: number; search: { TagID?: string } } {
  return { categoryId: c.CategoryID ?? 0, search: c.TagID ? { TagID: String(c.TagID) } : {} };
}

/** A campaign names its products by a category or a tag (ids from 1). */
export const namesProducts = (c: Pick<Campaign, 'CategoryID' | 'TagID'>): boolean => Boolean(c.CategoryID) || Boolean(c.TagID);

/** The first products of a campaign, as the listing it links to orders them; none when it names no products. */
export const campaignProductsQuery = (c: Campaign | undefined, lang: LangCode) => {
  const where = c ? campaignListing(c) : { categoryId: 0, search: {} };
  return queryOptions({
    queryKey: ['content', 'campaign-products', lang, where],
    queryFn: () => queryApi(
      'GET_All_PRODUCTS',
      listingCallFields(where.categoryId ? [where.categoryId] : [], { ...where.search, PageNo: 1, PageSize: CAMPAIGN_PRODUCTS }),
      lang,
    ),
    enabled: c !== undefined && namesProducts(c),
  });
};

export type ContactFields = { FullName: string; Email: string; PhoneNumber: string; Subject: string; Message: string };

/** CONTACT_US; offline the service worker queues it ('queued'). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (fields: ContactFields) => mutateApi('CONTACT_US', { ...fields }) });
}
