import { describe, expect, it } from 'vitest';
import { placeToast } from './toast-placement.ts';

const phone = { viewportHeight: 844, headerBottom: 120, bottomBarTop: null, toastRoom: 96 };

describe('where a toast goes', () => {
  it('sits at the bottom, clear of the header, when nothing pressed is there', () => {
    expect(placeToast({ ...phone, pressed: { top: 300, bottom: 348 } })).toEqual({ vertical: 'bottom', offset: 16 });
    expect(placeToast({ ...phone, pressed: null })).toEqual({ vertical: 'bottom', offset: 16 });
  });
  it('stands above a bar fixed to the bottom of the screen', () => {
    expect(placeToast({ ...phone, bottomBarTop: 764, pressed: { top: 300, bottom: 348 } })).toEqual({ vertical: 'bottom', offset: 96 });
  });
  it('moves to the top, below the header, when the pressed control is where it would be', () => {
    expect(placeToast({ ...phone, pressed: { top: 760, bottom: 804 } })).toEqual({ vertical: 'top', offset: 128 });
    expect(placeToast({ ...phone, bottomBarTop: 764, pressed: { top: 776, bottom: 820 } })).toEqual({ vertical: 'top', offset: 128 });
  });
  it('goes to the very top when the header is scrolled away', () => {
    expect(placeToast({ ...phone, headerBottom: -40, pressed: { top: 760, bottom: 804 } })).toEqual({ vertical: 'top', offset: 8 });
  });
});
