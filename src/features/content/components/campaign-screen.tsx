// Campaign (docs/rules.md R2): main title, discount title, body and cover picture.
import { useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../../contract/models.ts';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { campaignQuery } from '../content-api.ts';

function CampaignPage() {
  const t = useT();
  const lang = useLang();
  const { campaignId } = useParams({ from: '/$lang/campaign/$campaignId/$title' });
  const query = useQuery(campaignQuery(campaignId, lang));
  const campaign: Campaign | undefined = Array.isArray(query.data) ? query.data[0] : query.data;
  const failedNotFound = query.isError || (query.isSuccess && !campaign) || campaignId <= 0;
  return (
    <>
      <PageTitleBar title={campaign?.MainTitle ?? t('lbl_campaign_title')} />
      <div className="container section">
        {failedNotFound ? (
          <p className="notice">{t('campaign.notFound')}</p>
        ) : (
          <QueryState query={query}>
            {campaign && (
              <article className="campaign-hero">
                <img src={campaign.CoverPictureUrl} alt="" width={1200} height={400} />
                <h2 className="campaign-discount">{campaign.DiscountTitle}</h2>
                <div className="prose"><p>{campaign.Body}</p></div>
              </article>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}

export function CampaignScreen() {
  return <LabelScope entity={LABEL_ENTITY.Campaign}><CampaignPage /></LabelScope>;
}
