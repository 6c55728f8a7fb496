import { describe, expect, it } from 'vitest';
import { maxQuantity } from '../../contract/shop-rules.ts';
import { composePrice, quantityStep, selectedOptionsOf } from './price-composition.ts';
import { shopMessageText } from './shop-messages.ts';

const FIXED = 1;
const PERCENT = 2;

describe('composePrice', () => {
  it('shows the base prices when no option is chosen', () => {
    expect(composePrice({ Price: 499, DiscountedPrice: 449 }, [])).toEqual({ price: 499, discountedPrice: 449 });
  });

  it('adds a fixed option in rupees to both the price and the discounted price', () => {
    // 500 + 75.50 = 575.50; 450 + 75.50 = 525.50
    expect(composePrice({ Price: 500, DiscountedPrice: 450 }, [{ AdditionalPrice: 75.5, PriceType: FIXED }]))
      .toEqual({ price: 575.5, discountedPrice: 525.5 });
  });

  it('takes a percentage option of the base Price, not of the discounted price, and does not discount it', () => {
    // 10% of 500 = 50 on both: 550 and 450 + 50 = 500 (10% of 450 would have given 495)
    expect(composePrice({ Price: 500, DiscountedPrice: 450 }, [{ AdditionalPrice: 10, PriceType: PERCENT }]))
      .toEqual({ price: 550, discountedPrice: 500 });
  });

  it('sums fixed and percentage options together', () => {
    // 15% of 199.99 = 29.9985 -> 30.00; + 25 fixed = 55.00 added: 254.99 and 234.99
    expect(
      composePrice({ Price: 199.99, DiscountedPrice: 179.99 }, [
        { AdditionalPrice: 15, PriceType: PERCENT },
        { AdditionalPrice: 25, PriceType: FIXED },
      ]),
    ).toEqual({ price: 254.99, discountedPrice: 234.99 });
  });

  it('rounds a half paisa up', () => {
    // 50% of 2.01 = 1.005 rupees = 100.5 paise -> 101 paise; 2.01 + 1.01 = 3.02
    expect(composePrice({ Price: 2.01, DiscountedPrice: null }, [{ AdditionalPrice: 50, PriceType: PERCENT }]))
      .toEqual({ price: 3.02, discountedPrice: null });
    // 12.5% of 1.16 = 0.145 rupees = 14.5 paise -> 15 paise
    expect(composePrice({ Price: 1.16, DiscountedPrice: null }, [{ AdditionalPrice: 12.5, PriceType: PERCENT }]).price).toBe(1.31);
  });

  it('adds decimal rupees without floating-point dust', () => {
    // 10 + 0.10 + 0.20 is exactly 10.30 (plain floats give 10.299999999999999)
    expect(composePrice({ Price: 10, DiscountedPrice: 9.9 }, [
      { AdditionalPrice: 0.1, PriceType: FIXED },
      { AdditionalPrice: 0.2, PriceType: FIXED },
    ])).toEqual({ price: 10.3, discountedPrice: 10.2 });
  });

  it('keeps "no discount" as null', () => {
    expect(composePrice({ Price: 100, DiscountedPrice: null }, [{ AdditionalPrice: 20, PriceType: FIXED }]))
      .toEqual({ price: 120, discountedPrice: null });
  });

  it('prices only the options the shopper selected', () => {
    const options = [
      { ProductAttributeID: 1, PrimaryKeyValue: 3, AdditionalPrice: 0, PriceType: FIXED },
      { ProductAttributeID: 2, PrimaryKeyValue: 7, AdditionalPrice: 40, PriceType: FIXED },
      { ProductAttributeID: 2, PrimaryKeyValue: 8, AdditionalPrice: 80, PriceType: FIXED },
      { ProductAttributeID: 5, PrimaryKeyValue: 1, AdditionalPrice: 10, PriceType: PERCENT },
    ];
    const chosen = selectedOptionsOf(options, [
      { ProductAttributeID: 2, PrimaryKeyValue: 8 },
      { ProductAttributeID: 5, PrimaryKeyValue: 1 },
    ]);
    expect(chosen.map((o) => o.AdditionalPrice)).toEqual([80, 10]);
    // 300 + 80 + 10% of 300 = 410
    expect(composePrice({ Price: 300, DiscountedPrice: null }, chosen).price).toBe(410);
  });
});

describe('quantityStep', () => {
  it('stops minus at 1', () => {
    expect(quantityStep(1, -1, 10)).toEqual({ quantity: 1, refusal: null });
    expect(quantityStep(3, -1, 10)).toEqual({ quantity: 2, refusal: null });
  });

  it('counts up to 10 when the product sets no maximum', () => {
    const max = maxQuantity(0, 500);
    expect(max).toBe(10);
    expect(quantityStep(9, 1, max)).toEqual({ quantity: 10, refusal: null });
    const blocked = quantityStep(10, 1, max);
    expect(blocked.quantity).toBe(10);
    expect(blocked.refusal && shopMessageText(blocked.refusal.messageId, blocked.refusal.values))
      .toBe('Can not add more than 10 for this product.');
  });

  it('stops at a positive OrderMaximumQuantity with its number in the message', () => {
    const step = quantityStep(3, 1, maxQuantity(3, 500));
    expect(step).toEqual({ quantity: 3, refusal: { ok: false, messageId: 'overMax', values: { max: 3 } } });
  });

  it('stops at the stock when there is less stock than the maximum', () => {
    expect(quantityStep(4, 1, maxQuantity(6, 4)).refusal?.values).toEqual({ max: 4 });
    expect(quantityStep(3, 1, maxQuantity(6, 4))).toEqual({ quantity: 4, refusal: null });
  });

  it('says out of stock instead of counting when nothing is left', () => {
    const step = quantityStep(1, 1, maxQuantity(5, 0));
    expect(step.quantity).toBe(1);
    expect(step.refusal && shopMessageText(step.refusal.messageId)).toBe("Product is out of stock. Can't add it in the cart!");
  });

  it('never lowers a line on plus, even one above a cap that has since shrunk', () => {
    expect(quantityStep(7, 1, 5)).toEqual({ quantity: 7, refusal: { ok: false, messageId: 'overMax', values: { max: 5 } } });
  });
});
