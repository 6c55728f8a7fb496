// A screen whose feature is still being built: the title bar and one honest line.
import { PageTitleBar } from './page-title-bar.tsx';
import { useT } from '../../i18n/use-t.ts';

export function PlaceholderScreen({ title }: { title: string }) {
  const t = useT();
  return (
    <>
      <PageTitleBar title={title} />
      <div className="container section"><p>{t('page.comingSoon')}</p></div>
    </>
  );
}
