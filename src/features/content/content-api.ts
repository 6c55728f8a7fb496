// Content queries: the campaign detail.
import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../../contract/models.ts';
import { queryApi } from '../../lib/api-client.ts';

export const campaignQuery = (campaignId: number, lang: LangCode) =>
  queryOptions({
    queryKey: ['content', 'campaign', lang, campaignId],
    queryFn: () => queryApi('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: campaignId }, lang),
    enabled: campaignId > 0,
  });
