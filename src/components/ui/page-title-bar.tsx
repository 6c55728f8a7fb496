// The page-title bar (docs/rules.md R2): a Home link to /{lang}/ and the current title.
import { Link } from '@tanstack/react-router';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';

export function PageTitleBar({ title }: { title: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="title-bar">
      <div className="container">
        <h1 className="title-bar__title">{title}</h1>
        <nav aria-label="breadcrumb">
          <ol className="breadcrumb">
            <li><Link to="/$lang" params={{ lang }}>{t('page.home')}</Link></li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
