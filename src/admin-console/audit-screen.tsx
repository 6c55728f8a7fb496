// The audit log (owner only): who changed what and when, newest first, each with what the
// record was before and after.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Loading, QueryProblem } from './console-error.tsx';
import { AUDIT_PAGE_SIZE, auditQuery } from './console-queries.ts';
import { SettingsTabs } from './settings-tabs.tsx';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';

const shown = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

export function AuditScreen() {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...auditQuery(page), placeholderData: keepPreviousData });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="audit-title" className="c-screen">
      <SettingsTabs lang={lang} />
      <h1 id="audit-title">{t('audit.title')}</h1>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <QueryProblem error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.entries.length === 0 ? (
        <p className="c-muted">{t('audit.none')}</p>
      ) : (
        <>
          <ol className="c-stack">
            {audit.data.entries.map((e) => (
              <li key={e.id} className="c-card">
                <p className="c-line__head">
                  <span dir="auto">{t('audit.entry', { who: e.actor.email, action: e.action, entity: e.entity, id: e.entityId })}</span>
                </p>
                <p className="c-muted">{intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' })}</p>
                <details>
                  <summary>{t('audit.details')}</summary>
                  <div className="c-diff">
                    <div>
                      <p className="c-subhead">{t('audit.before')}</p>
                      <pre dir="ltr">{shown(e.before)}</pre>
                    </div>
                    <div>
                      <p className="c-subhead">{t('audit.after')}</p>
                      <pre dir="ltr">{shown(e.after)}</pre>
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav className="c-pager" aria-label={t('orders.page', { page, pages })}>
              <button type="button" className="c-button c-button--quiet" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('orders.previous')}
              </button>
              <span>{t('orders.page', { page, pages })}</span>
              <button type="button" className="c-button c-button--quiet" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('orders.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
