import { describe, expect, it } from 'vitest';
import { PRICE_TYPE } from './models.ts';
import { WHATSAPP_PATTERN } from './admin-shop.ts';
import { categorySlug, composedPaise, DEFAULT_WHATSAPP, divideHalfUp, fromPaise, maxQuantity, nameSlug, optionPaise, toPaise, truncate, whatsappHref } from './shop-rules.ts';

describe('shop rules', () => {
  it('makes category slugs by lower-casing and turning whitespace and slashes to hyphens (spec 2)', () => {
    expect(categorySlug('Travel Mugs & Bottles')).toBe('travel-mugs-&-bottles');
    expect(categorySlug('Home / Decor')).toBe('home-decor');
    expect(categorySlug('  Photo Frames ')).toBe('photo-frames');
  });

  it('makes product name slugs of letters and digits in any script', () => {
    expect(nameSlug('King & Queen Couple Mugs!')).toBe('king-queen-couple-mugs');
    expect(nameSlug('قلادة العائلة')).toBe('قلادة-العائلة');
    expect(nameSlug('***')).toBe('product');
  });

  it('cuts text to n characters with an ellipsis, counting characters', () => {
    expect(truncate('Personalised Photo Cushion', 12)).toBe('Personalised…');
    expect(truncate('Short', 30)).toBe('Short');
    expect(truncate('🎁'.repeat(5), 3)).toBe('🎁🎁🎁…');
  });

  it('caps a quantity at 10, the product maximum when positive, and the stock (docs/rules.md R12.6)', () => {
    expect(maxQuantity(0, 500)).toBe(10);
    expect(maxQuantity(3, 500)).toBe(3);
    expect(maxQuantity(0, 4)).toBe(4);
    expect(maxQuantity(20, 500)).toBe(10);
    expect(maxQuantity(5, 0)).toBe(0);
  });

  it('computes money in integer paise, rounded half-up', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(1.005)).toBe(101);
    expect(fromPaise(toPaise(0.1) + toPaise(0.2))).toBe(0.3);
  });
});

describe('option prices in paise, one function for the detail page and the server\'s cart (docs/rules.md R12.5)', () => {
  it('adds fixed rupees and percentages of the base to both prices, a true half paisa rounding up', () => {
    const fixed = { AdditionalPrice: 50, PriceType: PRICE_TYPE.FixedValue };
    const half = { AdditionalPrice: 50, PriceType: PRICE_TYPE.Percentage };
    // 2.01 x 50% = 100.5 paise -> 101 (floats in rupees give 100).
    expect(composedPaise({ Price: 2.01, DiscountedPrice: null }, [half])).toEqual({ pricePaise: 302, discountedPaise: null });
    expect(composedPaise({ Price: 599, DiscountedPrice: 449.5 }, [fixed, { AdditionalPrice: 12.5, PriceType: PRICE_TYPE.Percentage }]))
      .toEqual({ pricePaise: 59_900 + 5_000 + 7_488, discountedPaise: 44_950 + 5_000 + 7_488 });
    expect(optionPaise({ AdditionalPrice: 1.005, PriceType: PRICE_TYPE.FixedValue }, 0)).toBe(101);
    expect(divideHalfUp(-5, 10)).toBe(-1);
  });

  it('opens WhatsApp at the digits of the number as typed, the default one until the owner sets one', () => {
    expect(whatsappHref(DEFAULT_WHATSAPP, 'Hello Tohfa!')).toBe('https://wa.me/919820012345?text=Hello%20Tohfa!');
    expect(whatsappHref('+1 (415) 555-0100', 'طلب 12 & صور')).toBe(`https://wa.me/14155550100?text=${encodeURIComponent('طلب 12 & صور')}`);
    expect(new RegExp(WHATSAPP_PATTERN).test(DEFAULT_WHATSAPP)).toBe(true);
  });
});
