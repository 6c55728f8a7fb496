// The localised not-found page for an unknown path under /{lang}/.
import { Link } from '@tanstack/react-router';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function NotFoundScreen() {
  const t = useT();
  const lang = useLang();
  usePageTitle(t('notFound.title'), t('app.name'));
  return (
    <div className="container not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="btn btn--primary" to="/$lang" params={{ lang }}>{t('notFound.back')}</Link>
    </div>
  );
}
