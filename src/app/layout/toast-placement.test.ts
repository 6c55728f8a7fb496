import { describe, expect, it } from 'vitest';
import { closedBy, placeToast } from './toast-placement.ts';

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

describe('the floating buttons', () => {
  const floating = { left: 322, right: 374, top: 712 };
  it('a toast reaching across them stands above them', () => {
    expect(placeToast({ ...phone, pressed: null, floating, toastSpan: { left: 0, right: 390 } })).toEqual({ vertical: 'bottom', offset: 148 });
  });
  it('a toast in the middle of a wide screen stays low beside them', () => {
    expect(placeToast({ ...phone, pressed: null, floating: { left: 1298, right: 1350, top: 770 }, toastSpan: { left: 403, right: 963 } })).toEqual({ vertical: 'bottom', offset: 16 });
  });
  it('a control pressed just above them sends the toast to the top', () => {
    expect(placeToast({ ...phone, pressed: { top: 640, bottom: 688 }, floating, toastSpan: { left: 0, right: 390 } })).toEqual({ vertical: 'top', offset: 128 });
  });
});

describe('which toasts a new one closes', () => {
  it('on a phone, every one, a kept one too', () => {
    expect(closedBy({ variant: 'success', persist: true }, 'info', true)).toBe(true);
    expect(closedBy({ variant: 'error', persist: false }, 'error', true)).toBe(true);
  });
  it('elsewhere, a success closes the warnings and errors only', () => {
    expect(closedBy({ variant: 'warning', persist: false }, 'success', false)).toBe(true);
    expect(closedBy({ variant: 'error', persist: true }, 'success', false)).toBe(true);
    expect(closedBy({ variant: 'success', persist: false }, 'success', false)).toBe(false);
    expect(closedBy({ variant: 'warning', persist: false }, 'error', false)).toBe(false);
  });
});
