// Content: the campaign detail, and the contact form's write.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LangCode } from '../../../contract/models.ts';
import { queryApi } from '../../lib/api-client.ts';
import { mutateApi } from '../../lib/mutate-api.ts';

export const campaignQuery = (campaignId: number, lang: LangCode) =>
  queryOptions({
    queryKey: ['content', 'campaign', lang, campaignId],
    queryFn: () => queryApi('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: campaignId }, lang),
    enabled: campaignId > 0,
  });

export type ContactFields = { FullName: string; Email: string; PhoneNumber: string; Subject: string; Message: string };

/** CONTACT_US; offline the service worker queues it ('queued'). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (fields: ContactFields) => mutateApi('CONTACT_US', { ...fields }) });
}
