// A rail's cards come a batch per commit, each commit a task after the one before, until all
// are shown (docs/decisions/0057); what a list shows never goes back or skips an item.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStagedSlice } from './use-staged-reveal.ts';

afterEach(cleanup);

function Rail({ items, batch }: { items: number[]; batch: number }) {
  const shown = useStagedSlice(items, batch);
  return <ul>{shown.map((n) => <li key={n}>{n}</li>)}</ul>;
}

const shownItems = () => [...document.querySelectorAll('li')].map((li) => Number(li.textContent));
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const TWELVE = Array.from({ length: 12 }, (_, i) => i + 1);

describe('useStagedSlice', () => {
  it('shows the first batch in the first commit, then one more batch a task, in order, until all', async () => {
    render(<Rail items={TWELVE} batch={5} />);
    expect(shownItems()).toEqual([1, 2, 3, 4, 5]);
    await nextTask();
    expect(shownItems()).toEqual(TWELVE.slice(0, 10));
    await nextTask();
    expect(shownItems()).toEqual(TWELVE);
    await nextTask();
    expect(shownItems()).toEqual(TWELVE);
  });

  it('shows a list at once when it fits one batch, or when the batch is unbounded (a desktop grid)', () => {
    render(<Rail items={[1, 2, 3]} batch={4} />);
    expect(shownItems()).toEqual([1, 2, 3]);
    cleanup();
    render(<Rail items={TWELVE} batch={Infinity} />);
    expect(shownItems()).toEqual(TWELVE);
  });

  it('goes on from an empty list when its items arrive', async () => {
    const { rerender } = render(<Rail items={[]} batch={4} />);
    expect(shownItems()).toEqual([]);
    rerender(<Rail items={TWELVE} batch={4} />);
    expect(shownItems()).toEqual([1, 2, 3, 4]);
    await nextTask();
    await nextTask();
    expect(shownItems()).toEqual(TWELVE);
  });
});
