// The shop's policies (returns and refunds, terms of use, privacy, grievance officer):
// what a shopper in India expects and the Consumer Protection (E-Commerce) Rules, 2020 ask
// of an online shop, in the page's language, each linking to the others.
import { useEffect, useState } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageId } from '../../../i18n/en.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { POLICY_PAGES, isPolicyPage, type Policies } from '../policies/policy-types.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

const LINK_LABEL: Record<(typeof POLICY_PAGES)[number], MessageId> = {
  returns: 'footer.returns', terms: 'footer.terms', privacy: 'footer.privacy', grievance: 'footer.grievance',
};

export function PolicyScreen() {
  const t = useT();
  const lang = useLang();
  const { page } = useParams({ from: '/$lang/policies/$page' });
  const [policies, setPolicies] = useState<Policies | null>(null);
  useEffect(() => {
    let live = true;
    void (lang === 'ar' ? import('../policies/policies-ar.ts') : import('../policies/policies-en.ts')).then((m) => { if (live) setPolicies(m.policies); });
    return () => { live = false; };
  }, [lang]);
  if (!isPolicyPage(page)) return <NotFoundScreen />;
  const policy = policies?.[page];
  return (
    <>
      <PageTitleBar title={t(LINK_LABEL[page])} />
      <div className="container section policy">
        {policy ? (
          <article className="prose policy__body">
            <p className="lead">{policy.intro}</p>
            {policy.sections.map((s) => (
              <section key={s.heading}>
                <h2>{s.heading}</h2>
                {s.paragraphs.map((p) => <p key={p}>{p}</p>)}
              </section>
            ))}
            <p className="policy__updated">{policy.updated}</p>
          </article>
        ) : <div className="skeleton policy__skeleton" aria-hidden="true" />}
        <nav className="policy__nav card" aria-label={t('policy.others')}>
          <h2>{t('policy.others')}</h2>
          <ul>
            {POLICY_PAGES.map((p) => (
              <li key={p}>
                <Link to="/$lang/policies/$page" params={{ lang, page: p }} aria-current={p === page ? 'page' : undefined}>{t(LINK_LABEL[p])}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
