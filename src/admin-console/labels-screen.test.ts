// What the labels form sends: only the labels whose texts changed, trimmed.
import { describe, expect, it } from 'vitest';
import type { ShopLabel } from '../../contract/admin-shop.ts';
import { changedLabels } from './labels-screen.tsx';

const label = (id: string, en: string, ar: string): ShopLabel => ({ entityId: 59, id, en, ar, name: { en: id, ar: id } });

describe('changedLabels', () => {
  const loaded = [label('lbl_cart_title', '', ''), label('lbl_cart_total', 'Sum', 'المجموع')];

  it('sends only what changed, trimmed; a text emptied is sent empty', () => {
    const texts = new Map([['59 lbl_cart_title', { en: ' Basket ', ar: 'السلة ' }], ['59 lbl_cart_total', { en: 'Sum', ar: 'المجموع' }]]);
    expect(changedLabels(loaded, texts)).toEqual([{ entityId: 59, id: 'lbl_cart_title', en: 'Basket', ar: 'السلة' }]);
    const emptied = new Map([['59 lbl_cart_title', { en: '', ar: '' }], ['59 lbl_cart_total', { en: '', ar: '' }]]);
    expect(changedLabels(loaded, emptied)).toEqual([{ entityId: 59, id: 'lbl_cart_total', en: '', ar: '' }]);
  });

  it('sends nothing for spaces alone or an untouched form', () => {
    expect(changedLabels(loaded, new Map([['59 lbl_cart_title', { en: '  ', ar: '' }]]))).toEqual([]);
    expect(changedLabels(loaded, new Map())).toEqual([]);
  });
});
