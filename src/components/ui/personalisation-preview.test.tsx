// The live preview's ink and its picture change together (docs/shop-rules.md P1): a colour
// swatch changes the colour and the picture at once, but the picture takes a moment to load;
// until it is on show the name stays in the ink of the picture the shopper still sees.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonalisationField } from '../../../contract/personalisation.ts';
import { PersonalisationPreview } from './personalisation-preview.tsx';

afterEach(cleanup);

const BLACK_MUG = 1;
const WHITE_MUG = 2;
const RED_MUG = 3;
const LIGHT_INK = '#F5F5F5';
const DARK_INK = '#1A1A1A';
const OWN_INK = '#333333';

const name: PersonalisationField = {
  Key: 'name', Kind: 'text', Label: 'Name on the mug', Required: true, MaxLength: 20,
  Area: { x: 0.2, y: 0.6, w: 0.6, h: 0.1 }, Font: 'sans', Color: OWN_INK,
  Inks: { [BLACK_MUG]: LIGHT_INK, [WHITE_MUG]: DARK_INK },
  PrintWidthMm: 80, PrintHeightMm: 15,
};

/** The product page's stage: the picture, and the preview over it. */
function Stage({ picture, colorId }: { picture: string; colorId: number }) {
  return (
    <div>
      <img src={picture} alt="Mug" />
      <PersonalisationPreview fields={[name]} colorId={colorId} picture={picture} values={{ name: 'Riya' }} photos={{}} label="Preview" />
    </div>
  );
}

/** The ink the name is drawn in, as the shopper sees it over the picture. */
const ink = () => screen.getByRole('img', { name: 'Preview' }).querySelector('text')?.getAttribute('fill');
const picture = () => screen.getByRole('img', { name: 'Mug' });

describe('the preview after a colour switch', () => {
  it('keeps the ink of the picture on show until the new colour\'s picture has loaded, then changes with it', async () => {
    const { rerender } = render(<Stage picture="/media/black.jpg" colorId={BLACK_MUG} />);
    expect(ink()).toBe(LIGHT_INK);

    rerender(<Stage picture="/media/white.jpg" colorId={WHITE_MUG} />);
    // The black mug is still what the page shows: a dark ink on it would not read.
    expect(ink()).toBe(LIGHT_INK);
    await act(async () => fireEvent.load(picture()));
    expect(ink()).toBe(DARK_INK);
  });

  it('takes the new ink when the picture could not load too, and at once when the picture stays', async () => {
    const { rerender } = render(<Stage picture="/media/white.jpg" colorId={WHITE_MUG} />);
    rerender(<Stage picture="/media/black.jpg" colorId={BLACK_MUG} />);
    expect(ink()).toBe(DARK_INK);
    await act(async () => fireEvent.error(picture()));
    expect(ink()).toBe(LIGHT_INK);

    // A colour shown on the same picture: nothing to wait for; no ink of its own, the field's.
    rerender(<Stage picture="/media/black.jpg" colorId={RED_MUG} />);
    expect(ink()).toBe(OWN_INK);
  });
});
