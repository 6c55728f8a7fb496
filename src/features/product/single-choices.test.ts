import { describe, expect, it } from 'vitest';
import { withSingleChoices } from './single-choices.ts';

const product = (colours: number[], sizes: number[]) => ({
  ProductId: 7,
  ProductColorsJson: colours.map((id) => ({ ColorID: id, ColorName: `c${id}`, HexCode: '#000' })),
  ProductSizesJson: sizes.map((id) => ({ SizeID: id, ShortName: `s${id}`, Name: `s${id}`, Inches: null, Centimeters: null })),
});
const option = (attributeId: number, value: number) => ({ ProductAttributeID: attributeId, PrimaryKeyValue: value });

describe('a single choice is chosen for the shopper', () => {
  it('chooses the only colour, size and variant value, and leaves groups of several alone', () => {
    const chosen = withSingleChoices([], product([14], [9, 10]), [option(1, 14), option(3, 31), option(4, 41), option(4, 42)]);
    expect(chosen).toEqual([
      { ProductId: 7, ProductAttributeID: 1, PrimaryKeyValue: 14 },
      { ProductId: 7, ProductAttributeID: 3, PrimaryKeyValue: 31 },
    ]);
  });
  it('keeps what the shopper chose and adds nothing twice', () => {
    const mine = [{ ProductId: 7, ProductAttributeID: 2, PrimaryKeyValue: 10 }];
    expect(withSingleChoices(mine, product([], [9, 10]), [option(2, 9), option(2, 10)])).toEqual(mine);
    expect(withSingleChoices(mine, product([], [10]), [])).toEqual(mine);
  });
  it('chooses nothing before the product is known', () => {
    expect(withSingleChoices([], null, [option(3, 31)])).toEqual([]);
  });
});
