import { describe, expect, it } from 'vitest';
import { checkAddToCart } from './add-to-cart-rules.ts';
import type { AddToCartInput } from './add-to-cart-rules.ts';
import { shopMessageText } from './shop-messages.ts';

const giftMug = (): AddToCartInput => ({
  product: {
    ProductId: 42,
    StockQuantity: 25,
    OrderMaximumQuantity: 4,
    ProductSizesJson: [{ SizeID: 7, ShortName: 'M', Name: 'Medium', Inches: null, Centimeters: null }],
    ProductColorsJson: [{ ColorID: 3, ColorName: 'Red', HexCode: '#c00' }],
  },
  options: [
    { ProductAttributeID: 1, AttributeDisplayName: 'Colour', IsRequiredAttribute: false },
    { ProductAttributeID: 2, AttributeDisplayName: 'Size', IsRequiredAttribute: true },
    { ProductAttributeID: 5, AttributeDisplayName: 'Engraving', IsRequiredAttribute: true },
    { ProductAttributeID: 6, AttributeDisplayName: 'Gift Wrap', IsRequiredAttribute: true },
    { ProductAttributeID: 8, AttributeDisplayName: 'Card', IsRequiredAttribute: false },
  ],
  selected: [{ ProductAttributeID: 2 }, { ProductAttributeID: 1 }, { ProductAttributeID: 5 }, { ProductAttributeID: 6 }],
  quantity: 2,
});

const says = (input: AddToCartInput): string | null => {
  const failure = checkAddToCart(input);
  return failure && shopMessageText(failure.messageId, failure.values);
};

describe('checkAddToCart', () => {
  it('lets a fully chosen product within its limits into the cart', () => {
    expect(checkAddToCart(giftMug())).toBeNull();
  });

  it('reports the first broken rule in the spec order, one rule at a time', () => {
    // A product that breaks every rule at once; fixing each in turn reveals the next.
    const input = giftMug();
    input.product.ProductId = 0;
    input.product.StockQuantity = 0;
    input.selected = [];
    input.quantity = 0;

    expect(says(input)).toBe('Invalid product!');
    input.product.ProductId = 42;
    expect(says(input)).toBe("Product is out of stock. Can't add it in the cart!");
    input.product.StockQuantity = 3;
    expect(says(input)).toBe('Select size of product!');
    input.selected = [{ ProductAttributeID: 2 }];
    expect(says(input)).toBe('Select color of product!');
    input.selected = [...input.selected, { ProductAttributeID: 1 }];
    expect(says(input)).toBe('Please select Engraving variant!');
    input.selected = [...input.selected, { ProductAttributeID: 5 }];
    expect(says(input)).toBe('Please select Gift Wrap variant!');
    input.selected = [...input.selected, { ProductAttributeID: 6 }];
    expect(says(input)).toBe('Select quantity!');
    input.quantity = 4;
    // max = min(10, OrderMaximumQuantity 4, stock 3) = 3
    expect(says(input)).toBe('Can not add more than 3 for this product.');
    input.quantity = 3;
    expect(says(input)).toBeNull();
  });

  it('caps at OrderMaximumQuantity when it is positive', () => {
    const input = { ...giftMug(), quantity: 5 };
    expect(checkAddToCart(input)).toEqual({ ok: false, messageId: 'overMax', values: { max: 4 } });
  });

  it('caps at 10 when OrderMaximumQuantity is not set', () => {
    const input = giftMug();
    input.product.OrderMaximumQuantity = 0;
    input.quantity = 10;
    expect(checkAddToCart(input)).toBeNull();
    input.quantity = 11;
    expect(says(input)).toBe('Can not add more than 10 for this product.');
  });

  it('asks for no size or colour when the product offers none', () => {
    const input = giftMug();
    input.product.ProductSizesJson = [];
    input.product.ProductColorsJson = [];
    input.options = input.options.filter((o) => o.ProductAttributeID > 2);
    input.selected = [{ ProductAttributeID: 5 }, { ProductAttributeID: 6 }];
    expect(checkAddToCart(input)).toBeNull();
  });

  it('refuses a quantity that is not a whole number', () => {
    expect(says({ ...giftMug(), quantity: 1.5 })).toBe('Select quantity!');
    expect(says({ ...giftMug(), quantity: Number.NaN })).toBe('Select quantity!');
  });
});
