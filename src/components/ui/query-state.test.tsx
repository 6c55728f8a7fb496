// A screen whose answer failed to refresh keeps showing the answer it had (as the persisted
// copy keeps it); the retry notice is for a screen with nothing to show, or an answer the
// server refused since.
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { enShell } from '../../i18n/en-shell.ts';
import { ApiError } from '../../lib/api-client.ts';
import { QueryState, type QueryLike } from './query-state.tsx';

afterEach(cleanup);

const failed = (status: number, data: unknown): QueryLike => ({
  isPending: data === undefined, isError: true, fetchStatus: 'idle', refetch: () => undefined, data,
  error: new ApiError({ kind: 'error', status, code: status === 0 ? 'NETWORK' : 'NOT_FOUND', message: '', params: {}, data: null }),
});

function shown(query: QueryLike): string {
  render(
    <IntlProvider locale="en-IN" messages={enShell}>
      <QueryState query={query}><p>The mug</p></QueryState>
    </IntlProvider>,
  );
  const text = document.body.textContent ?? '';
  cleanup();
  return text;
}

describe('a screen\'s answer that failed', () => {
  it('stays on screen when a refresh failed (a dropped connection), and the retry shows only when nothing was shown or the server refused it', () => {
    expect(shown({ ...failed(0, { ProductId: 7 }), isPending: false })).toBe('The mug');
    expect(shown(failed(0, undefined))).toContain(enShell['page.retry']);
    expect(shown({ ...failed(404, { ProductId: 7 }), isPending: false })).not.toContain('The mug');
  });
});
