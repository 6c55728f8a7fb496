// Where a toast goes so it hides neither the header's cart count nor the control just
// pressed: at the bottom, centred (as the big Indian shops do on phones and desktops), above
// any bar fixed to the bottom of the screen (checkout's order bar); at the top, below the
// header, when the pressed control sits where the toast would cover it.
export interface Box { top: number; bottom: number }

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
}

export interface Placement { vertical: 'top' | 'bottom'; offset: number }

const GAP = 8;

export function placeToast({ viewportHeight, headerBottom, bottomBarTop, pressed, toastRoom }: PlacementInput): Placement {
  const barHeight = bottomBarTop !== null && bottomBarTop < viewportHeight ? viewportHeight - bottomBarTop : 0;
  const bottom: Placement = { vertical: 'bottom', offset: barHeight + GAP * 2 };
  const zoneTop = viewportHeight - bottom.offset - toastRoom;
  const covered = pressed !== null && pressed.bottom > zoneTop && pressed.top < viewportHeight;
  if (!covered) return bottom;
  return { vertical: 'top', offset: Math.max(0, headerBottom) + GAP };
}
