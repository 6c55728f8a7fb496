// The product editor's form and the admin API's body: a product read into the form and sent
// back unchanged is the same product (paise, option ids, print areas in fractions); what the
// owner types in rupees and per cent arrives in paise and fractions.
import { describe, expect, it } from 'vitest';
import { formOf, productBody } from './product-editor.tsx';
import type { Lookups, Product } from './catalogue-queries.ts';

const lookups: Lookups = {
  brands: [{ id: 4, name: 'Tohfa Studio', nameAr: 'استوديو تحفة' }],
  colours: [{ id: 1, name: 'Red', nameAr: 'أحمر', hex: '#c00' }, { id: 2, name: 'Blue', nameAr: 'أزرق', hex: '#00c' }],
  sizes: [{ id: 7, name: 'Large', nameAr: 'كبير' }],
  attributes: [{ id: 3, name: 'Gift wrap', nameAr: 'تغليف الهدايا' }],
  tags: [{ id: 9, name: 'Birthday', nameAr: 'عيد ميلاد' }],
};

const product: Product = {
  id: 12, name: 'Name Mug', nameAr: 'كوب بالاسم', shortDescription: 'Ceramic', shortDescriptionAr: 'سيراميك', fullDescription: '<p>Dishwasher safe.</p>', fullDescriptionAr: '',
  categoryId: 10, manufacturerId: 4, pricePaise: 49_950, discountedPricePaise: 44_900, stock: 20, orderMaximum: 3,
  isDigital: false, isPublished: false, isShippingFree: false, shippingChargesPaise: 4_000, estimatedShippingDays: 6, version: 5,
  tagIds: [9],
  options: [
    { id: 101, attributeId: 1, valueId: 1, displayValue: 'Red', displayValueAr: 'أحمر', priceType: 'fixed', additionalPrice: 0, isRequired: false },
    { id: 102, attributeId: 2, valueId: 7, displayValue: 'Large', displayValueAr: 'كبير', priceType: 'percentage', additionalPrice: 1_250, isRequired: true },
    { id: 103, attributeId: 3, valueId: 1, displayValue: 'Gold paper', displayValueAr: 'ورق ذهبي', priceType: 'fixed', additionalPrice: 3_000, isRequired: false },
  ],
  photos: [{ id: 1, url: '/media/v2/p/u12-abcdefghijklmnop.jpg', colorId: null }],
  digitalFile: null,
  personalisation: [{ key: 'name', kind: 'text', label: 'Name', labelAr: 'الاسم', isRequired: true, maxLength: 20,
    area: { x: 0.325, y: 0.635, w: 0.3, h: 0.07 }, font: 'serif', color: '#2B1A28', printWidthMm: 80, printHeightMm: 18 }],
};

describe('the product editor form', () => {
  it('sends a product read into it back unchanged', () => {
    const { id: _id, version: _v, photos: _p, digitalFile: _d, ...fields } = product;
    expect(productBody(formOf(product), product, lookups)).toEqual({ ...fields, options: product.options });
  });

  it('takes rupees and per cent as typed: paise, fractions, new options and colours added, a colour removed', () => {
    const form = formOf(product);
    form.price = '1,299.5';
    form.discounted = '';
    form.colours = [2];
    form.extras = [...form.extras, { attributeId: 3, valueId: 2, displayValue: ' Ribbon ', displayValueAr: 'شريط', priceType: 'fixed', price: '25', isRequired: false }];
    form.fields = [{ ...form.fields[0]!, x: '10', y: '20.5', w: '80', h: '12.25' }];
    form.isShippingFree = true;
    const body = productBody(form, product, lookups);
    expect(body).toMatchObject({ pricePaise: 129_950, discountedPricePaise: null, shippingChargesPaise: 0 });
    expect(body.options).toEqual([
      { attributeId: 1, valueId: 2, displayValue: 'Blue', displayValueAr: 'أزرق', priceType: 'fixed', additionalPrice: 0 },
      product.options[1],
      product.options[2],
      { attributeId: 3, valueId: 2, displayValue: 'Ribbon', displayValueAr: 'شريط', priceType: 'fixed', additionalPrice: 2_500, isRequired: false },
    ]);
    expect((body.personalisation as { area: object }[])[0]!.area).toEqual({ x: 0.1, y: 0.205, w: 0.8, h: 0.1225 });
  });

  it('keeps each colour\'s ink of a text as read, with the one the owner changes (docs/shop-rules.md P1)', () => {
    const inked: Product = { ...product, personalisation: [{ ...product.personalisation[0]!, inks: { 1: '#FBF6EC' } }] };
    expect((productBody(formOf(inked), inked, lookups).personalisation as { inks?: object }[])[0]!.inks).toEqual({ 1: '#FBF6EC' });
    const form = formOf(inked);
    form.fields[0] = { ...form.fields[0]!, inks: { ...form.fields[0]!.inks, 1: '#7A1F4A', 2: '#FFF7E8' } };
    expect((productBody(form, inked, lookups).personalisation as { inks?: object }[])[0]!.inks).toEqual({ 1: '#7A1F4A', 2: '#FFF7E8' });
    // A product read without inks sends none: the server keeps the field's own.
    expect(productBody(formOf(product), product, lookups).personalisation as object[]).toEqual([expect.not.objectContaining({ inks: expect.anything() })]);
  });
});
