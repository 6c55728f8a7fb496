// The labels the owner may change (contract/shop-labels.ts) are labels of the demo data under
// the same scope (whose texts name them in the console), each once; the facility strip is not
// among them (its own place in Settings). src/i18n/shop-labels.test.ts holds each id to a
// message of the PWA.
import { describe, expect, it } from 'vitest';
import { LABELS } from '../db/seed/labels.ts';
import { SHOP_LABELS, isShopLabel } from '../../contract/shop-labels.ts';
import { FACILITY_LABELS, LABEL_ENTITY } from '../../contract/shop-rules.ts';

describe('the labels the owner may change', () => {
  const all = SHOP_LABELS.flatMap(([entityId, ids]) => ids.map((id) => ({ entityId, id })));

  it('are labels of the demo data, each under its own scope once', () => {
    for (const l of all) expect(LABELS.some((d) => d.entityId === l.entityId && d.id === l.id), `${l.entityId} ${l.id}`).toBe(true);
    expect(new Set(all.map((l) => `${l.entityId} ${l.id}`)).size).toBe(all.length);
  });

  it('leave out the facility strip (its own place in Settings) and what no scope holds', () => {
    for (const id of FACILITY_LABELS) expect(isShopLabel(LABEL_ENTITY.BestFacilities, id)).toBe(false);
    expect(isShopLabel(LABEL_ENTITY.Cart, 'lbl_cart_title')).toBe(true);
    expect(isShopLabel(LABEL_ENTITY.Checkout, 'lbl_cart_title')).toBe(false);
    expect(isShopLabel(LABEL_ENTITY.Cart, 'lbl_not_a_label')).toBe(false);
  });
});
