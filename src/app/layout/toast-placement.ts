// Where a toast goes so it hides neither the header's cart count, nor the control just
// pressed, nor the floating buttons (WhatsApp, back to top): at the bottom, centred (as the
// big Indian shops do on phones and desktops), above any bar fixed to the bottom of the
// screen (checkout's order bar) and above the floating buttons when it would reach across
// them (a phone's full-width toast); at the top, below the header, when the pressed control
// sits where the toast would cover it. And which toasts a new one closes (docs/decisions/0017).
import type { ToastVariant } from '../../lib/notify.ts';

export interface Box { top: number; bottom: number }
/** A horizontal extent on screen, in CSS pixels from the left. */
export interface Span { left: number; right: number }

export interface PlacementInput {
  viewportHeight: number;
  /** The lowest edge of the header on screen (0 when it is scrolled away). */
  headerBottom: number;
  /** The top edge of a bar fixed to the bottom of the screen, if any. */
  bottomBarTop: number | null;
  /** The control the shopper just pressed, if any. */
  pressed: Box | null;
  /** Room a toast (or a short stack of them) takes, in CSS pixels. */
  toastRoom: number;
  /** Where the floating buttons are (with room for the ones that come and go), if any. */
  floating?: (Span & { top: number }) | null;
  /** Where a toast reaches across the screen. */
  toastSpan?: Span;
}

export interface Placement { vertical: 'top' | 'bottom'; offset: number }

const GAP = 8;

export function placeToast({ viewportHeight, headerBottom, bottomBarTop, pressed, toastRoom, floating, toastSpan }: PlacementInput): Placement {
  const barHeight = bottomBarTop !== null && bottomBarTop < viewportHeight ? viewportHeight - bottomBarTop : 0;
  const acrossFloating = floating && toastSpan && floating.top < viewportHeight && floating.left < toastSpan.right && toastSpan.left < floating.right;
  const below = Math.max(barHeight, acrossFloating ? viewportHeight - floating.top : 0);
  const bottom: Placement = { vertical: 'bottom', offset: below + GAP * 2 };
  const zoneTop = viewportHeight - bottom.offset - toastRoom;
  const covered = pressed !== null && pressed.bottom > zoneTop && pressed.top < viewportHeight;
  if (!covered) return bottom;
  return { vertical: 'top', offset: Math.max(0, headerBottom) + GAP };
}

export interface ShownToast { variant: ToastVariant; persist: boolean }

/**
 * Whether a new toast closes one on screen: on a phone every one, kept ones (persist)
 * included, so a toast left up never holds back the next; elsewhere a success closes the
 * warnings and errors before it.
 */
export function closedBy(shown: ShownToast, incoming: ToastVariant, onPhone: boolean): boolean {
  return onPhone || (incoming === 'success' && shown.variant !== 'success');
}
