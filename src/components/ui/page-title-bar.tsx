// The page-title bar (docs/rules.md R2): the page's heading and a breadcrumb from Home to
// the page, through what leads to it (a product's parent category and category). It also
// names the browser tab, "Page | Tohfa" in the page's language. A page whose heading sits
// elsewhere (the product's name beside its gallery) shows the breadcrumb alone, so the
// page has one heading with its name.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export interface PageTitleBarProps {
  title: string;
  /** Links between Home and the page, in order. */
  trail?: readonly { key: string; link: ReactNode }[];
  /** false: the page renders its own h1; the bar shows the breadcrumb only. */
  heading?: boolean;
}

export function PageTitleBar({ title, trail = [], heading = true }: PageTitleBarProps) {
  const t = useT();
  const lang = useLang();
  usePageTitle(title, t('app.name'));
  return (
    <div className={heading ? 'title-bar' : 'title-bar title-bar--crumbs'}>
      <div className="container">
        {heading && <h1 className="title-bar__title">{title}</h1>}
        <nav aria-label={t('page.breadcrumb')}>
          <ol className="breadcrumb">
            <li><Link to="/$lang" params={{ lang }}>{t('page.home')}</Link></li>
            {trail.map((c) => <li key={c.key}>{c.link}</li>)}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
