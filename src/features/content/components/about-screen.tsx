import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';

function About() {
  const t = useT();
  return (
    <>
      <PageTitleBar title={t('lbl_about_title')} />
      <div className="container section prose">
        <p className="lead"><strong>{t('about.lead')}</strong></p>
        <p>{t('about.body1')}</p>
        <p>{t('about.body2')}</p>
      </div>
    </>
  );
}

export function AboutScreen() {
  return <LabelScope entity={LABEL_ENTITY.About}><About /></LabelScope>;
}
