// The labels the owner may change (contract/shop-labels.ts) replace texts the shop shows: each
// id is a message of the PWA's catalogues, in both languages.
import { describe, expect, it } from 'vitest';
import { SHOP_LABELS } from '../../contract/shop-labels.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';

describe('the labels the owner may change', () => {
  it.each(SHOP_LABELS.flatMap(([, ids]) => ids))('%s is a message of the PWA in English and Arabic', (id) => {
    expect(en).toHaveProperty(id);
    expect(ar).toHaveProperty(id);
  });
});
