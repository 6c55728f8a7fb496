// How a failed read or write reads to the owner: offline, owner only, not found, or the
// server's own message when it gave one in the envelope.
import { useEffect, useRef } from 'react';
import type { ConsoleApiError } from './console-api.ts';
import type { ConsoleT } from './use-console-t.ts';
import { useConsoleT } from './use-console-t.ts';

export function errorText(t: ConsoleT, error: unknown): string {
  const e = error as Partial<ConsoleApiError> | null;
  if (!e || typeof e.status !== 'number') return t('error.server');
  if (e.status === 0) return t('error.offline');
  if (e.status === 403) return t('error.ownerOnly');
  if (e.status === 404) return t('error.notFound');
  if (e.status >= 400 && e.status < 500 && e.message) return e.message;
  return t('error.server');
}

export function QueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useConsoleT();
  return (
    <div className="c-problem" role="alert">
      <p>{errorText(t, error)}</p>
      <button type="button" className="c-button c-button--quiet" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

export function Loading() {
  const t = useConsoleT();
  return (
    <p className="c-loading" role="status">
      {t('loading')}
    </p>
  );
}

/**
 * A form's one problem, read out when it appears, and brought into view: on a phone the owner
 * pressed Save screens below the form's top, where it shows.
 */
export function FormProblem({ text }: { text: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} className="c-form-error" role="alert">
      {text}
    </p>
  );
}
