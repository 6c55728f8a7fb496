import { describe, expect, it } from 'vitest';
import { pageTitle, SHOP_NAME } from './page-title.ts';

describe('the page title', () => {
  it('ends with the shop name once', () => {
    expect(pageTitle('Cart', 'Tohfa')).toBe('Cart | Tohfa');
    expect(pageTitle('Rustic Frame | Personalised Frames | Tohfa', 'Tohfa')).toBe('Rustic Frame | Personalised Frames | Tohfa');
    expect(pageTitle('Mug | Tohfa | Tohfa', 'Tohfa')).toBe('Mug | Tohfa');
    expect(pageTitle('السلة', SHOP_NAME.ar)).toBe('السلة | تحفة');
  });
  it('is the shop name alone for an empty title or the name itself', () => {
    expect(pageTitle('', 'Tohfa')).toBe('Tohfa');
    expect(pageTitle('Tohfa', 'Tohfa')).toBe('Tohfa');
  });
});
