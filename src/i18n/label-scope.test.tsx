// Server labels override the app's messages per screen (docs/rules.md R12.12).
import { useState, type ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider, createIntl } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelScope, labelsQuery, mergeLabels, scopedIntl } from './label-scope.tsx';
import { useT } from './use-t.ts';
import { ar } from './ar.ts';

afterEach(cleanup);

describe('mergeLabels', () => {
  it('replaces the messages whose id is a labelHtmlId and keeps the rest', () => {
    const merged = mergeLabels({ lbl_a: 'A', other: 'O' }, { labelsJsonData: [{ labelHtmlId: 'lbl_a', text: 'Server A' }, { labelHtmlId: 'lbl_new', text: 'N' }] });
    expect(merged).toEqual({ lbl_a: [{ type: 0, value: 'Server A' }], other: 'O', lbl_new: [{ type: 0, value: 'N' }] });
  });

  it('keeps the app text when the server label is empty or there is no answer', () => {
    expect(mergeLabels({ lbl_a: 'A' }, { labelsJsonData: [{ labelHtmlId: 'lbl_a', text: '' }] })).toEqual({ lbl_a: 'A' });
    expect(mergeLabels({ lbl_a: 'A' }, undefined)).toEqual({ lbl_a: 'A' });
  });
});

describe('scopedIntl', () => {
  it('merges once per outer intl and answer: scopes of one entity share the result (docs/decisions/0046)', () => {
    const outer = createIntl({ locale: 'ar', messages: { lbl_a: 'A', other: 'O' } });
    const answer = { labelsJsonData: [{ labelHtmlId: 'lbl_a', text: 'من الخادم' }] };
    const first = scopedIntl(outer, answer);
    expect(first.formatMessage({ id: 'lbl_a' })).toBe('من الخادم');
    expect(first.formatMessage({ id: 'other' })).toBe('O');
    expect(scopedIntl(outer, answer)).toBe(first);
    // Another answer (labels changed) or another outer intl (the screens' messages came) merges anew.
    const changed = scopedIntl(outer, { labelsJsonData: [{ labelHtmlId: 'lbl_a', text: 'جديد' }] });
    expect(changed.formatMessage({ id: 'lbl_a' })).toBe('جديد');
    const outer2 = createIntl({ locale: 'ar', messages: { lbl_a: 'A', other: 'O2' } });
    expect(scopedIntl(outer2, answer).formatMessage({ id: 'other' })).toBe('O2');
    // No label with a text: the outer intl itself.
    expect(scopedIntl(outer, { labelsJsonData: [{ labelHtmlId: 'lbl_a', text: '' }] })).toBe(outer);
  });
});

describe('labelsQuery', () => {
  it('is asked in both languages (the owner sets labels in English too, docs/shop-rules.md Labels) and skipped for entity ids under 1 (docs/rules.md R7)', () => {
    expect(labelsQuery(59, 'en').enabled).toBe(true);
    expect(labelsQuery(0, 'ar').enabled).toBe(false);
    expect(labelsQuery(0, 'en').enabled).toBe(false);
    expect(labelsQuery(59, 'ar').enabled).toBe(true);
    expect(labelsQuery(87, 'en').enabled).toBe(true);
  });
});

function Facility() {
  const t = useT();
  return <p>{t('lbl_facility_support')} / {t('lbl_facility_moneyback')}</p>;
}

/** Renders `inside` in an Arabic LabelScope for `entity`, with `outside` after it. */
function renderScope(client: QueryClient, entity: number, inside: ReactNode, outside: ReactNode = null) {
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="ar" messages={ar}>
        <LabelScope entity={entity}>{inside}</LabelScope>
        {outside}
      </IntlProvider>
    </QueryClientProvider>,
  );
}

/** The facility texts on screen, in reading order. */
function paragraphs(): (string | null)[] {
  return screen.getAllByRole('paragraph').map((p) => p.textContent);
}

describe('LabelScope', () => {
  it("shows the server's label for its entity inside the scope only", async () => {
    const client = new QueryClient();
    client.setQueryData(labelsQuery(87, 'ar').queryKey, { labelsJsonData: [{ labelHtmlId: 'lbl_facility_support', text: 'دعم من الخادم' }] });
    renderScope(client, 87, <Facility />, <Facility />);
    expect(paragraphs()).toEqual([
      `دعم من الخادم / ${ar.lbl_facility_moneyback}`,
      `${ar.lbl_facility_support} / ${ar.lbl_facility_moneyback}`,
    ]);
  });

  it("shows a label as the shop owner wrote it, braces and tags included, never as ICU syntax", async () => {
    const client = new QueryClient();
    const text = 'دعم {name} <b>٢٤/٧</b> {n, plural, other {#}}';
    client.setQueryData(labelsQuery(87, 'ar').queryKey, { labelsJsonData: [{ labelHtmlId: 'lbl_facility_support', text }] });
    renderScope(client, 87, <Facility />);
    expect(paragraphs()).toEqual([`${text} / ${ar.lbl_facility_moneyback}`]);
  });
});

describe('LabelScope when the labels arrive', () => {
  it('keeps the state of what it wraps (no remount)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const realFetch = globalThis.fetch;
    globalThis.fetch = () => new Promise<Response>(() => {}); // the labels are on their way
    function Menu() {
      const [open, setOpen] = useState(false);
      const t = useT();
      return <button type="button" onClick={() => setOpen(true)}>{open ? 'open' : 'closed'} {t('lbl_nav_home')}</button>;
    }
    renderScope(client, 77, <Menu />);
    fireEvent.click(screen.getByRole('button', { name: `closed ${ar.lbl_nav_home}` }));
    expect(screen.getByRole('button', { name: `open ${ar.lbl_nav_home}` })).toBeTruthy();
    client.setQueryData(labelsQuery(77, 'ar').queryKey, { labelsJsonData: [{ labelHtmlId: 'lbl_nav_home', text: 'الصفحة الرئيسية' }] });
    // React Query notifies on a timer: poll until the label shows, still open (the same button).
    await waitFor(() => expect(screen.getByRole('button', { name: 'open الصفحة الرئيسية' })).toBeTruthy(), { timeout: 5000 });
    cleanup();
    globalThis.fetch = realFetch;
  });
});
