// A personalised line as read back from storage (docs/shop-rules.md P1): its values and the
// fields it was added with (for its labels and preview offline); what is damaged is dropped,
// and the fields are never sent to the server.
import { describe, expect, it } from 'vitest';
import type { PersonalisationField } from '../../contract/personalisation.ts';
import { cartLineInputs, normaliseCartItems } from './shopping-items.ts';

const name: PersonalisationField = {
  Key: 'name', Kind: 'text', Label: 'Name on the mug', Required: true, MaxLength: 20, Area: { x: 0.3, y: 0.6, w: 0.3, h: 0.07 },
  Font: 'sans', Color: '#2B1A28', PrintWidthMm: 80, PrintHeightMm: 18,
};

describe('personalised cart lines in storage', () => {
  it('keeps the values and the fields of a personalised line', () => {
    const [line] = normaliseCartItems([{ ProductId: 7, Quantity: 1, Personalisation: { name: 'Riya' }, PersonalisationFields: [name] }]);
    expect(line!.Personalisation).toEqual({ name: 'Riya' });
    expect(line!.PersonalisationFields).toEqual([name]);
    expect(cartLineInputs([line!])[0]).toEqual({ ProductId: 7, productSelectedAttributes: [], Quantity: 1, Personalisation: { name: 'Riya' } });
  });

  it('drops damaged fields (no print area, a colour that is not one), and fields without values', () => {
    const broken = [{ ...name, Area: null }, { ...name, Key: 'x', Color: 'red;background:url(x)' }];
    const [damaged, bare] = normaliseCartItems([
      { ProductId: 7, Personalisation: { name: 'Riya' }, PersonalisationFields: broken },
      { ProductId: 8, PersonalisationFields: [name] },
    ]);
    expect(damaged!.PersonalisationFields).toBeUndefined();
    expect(bare!.PersonalisationFields).toBeUndefined();
  });
});
