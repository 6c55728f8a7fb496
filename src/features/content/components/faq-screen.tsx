// FAQ (docs/rules.md R1): personalised orders take 3 to 5 business days, support hours
// are 9 AM to 6 PM, shipping is within India only; and the demo shop's delivery charges.
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageId } from '../../../i18n/en.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';

const QUESTIONS = [1, 2, 3, 4, 5, 6] as const;

function Faq() {
  const t = useT();
  return (
    <>
      <PageTitleBar title={t('lbl_faq_title')} />
      <div className="container section faq">
        {QUESTIONS.map((n) => (
          <details key={n} open={n <= 3}>
            <summary>{t(`faq.q${n}` as MessageId)}</summary>
            <p>{t(`faq.a${n}` as MessageId)}</p>
          </details>
        ))}
      </div>
    </>
  );
}

export function FaqScreen() {
  return <LabelScope entity={LABEL_ENTITY.FAQ}><Faq /></LabelScope>;
}
