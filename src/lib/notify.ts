// Toasts through one channel (docs/architecture.md C5): anything may call notify(); the toaster in
// the layout (notistack) shows them for 5 s where they hide neither the header nor the control
// just pressed (src/app/layout/toaster.tsx). It is loaded when first wanted: at the shopper's
// first press (a toast answers what they did) or the first notify(), whichever comes first, so
// a visit that only reads never downloads it. Calls made before it loaded are kept and shown
// when it arrives.
import { afterNextPaint } from './after-next-paint.ts';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  message: string;
  variant: ToastVariant;
  /** An optional link action, e.g. "Send photos on WhatsApp". */
  action?: { label: string; href: string };
  persist?: boolean;
}

/** A press this recent is what a toast answers (the toaster keeps clear of it). */
const PRESS_MEMORY_MS = 3000;
let press: { el: Element; at: number } | null = null;

/**
 * The control the shopper pressed last, if it is recent and still on the page. Recorded
 * from the app's start, not from the toaster's arrival: a press made while the toaster
 * was still loading is what its first toast answers.
 */
export function lastPress(): Element | null {
  return press && Date.now() - press.at < PRESS_MEMORY_MS && press.el.isConnected ? press.el : null;
}

let wanted = false;
const wantedListeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const l of wantedListeners) l();
}

/** True once a toast may come: after the first press or notify() (the layout then loads the toaster). */
export const toastsWanted = (): boolean => wanted;
export function subscribeToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

if (typeof document !== 'undefined') {
  const remember = (e: Event) => {
    if (e.target instanceof Element) press = { el: e.target, at: Date.now() };
    // The toaster loads once the press has been answered on screen: a toast the press causes
    // calls notify(), which wants it at once (lib/after-next-paint.ts).
    if (!wanted) afterNextPaint(want);
  };
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('keydown', (e) => (e.key === 'Enter' || e.key === ' ') && remember(e), true);
}

type Sink = (t: Toast) => void;
let sink: Sink | null = null;
const pending: Toast[] = [];

export function notify(toast: Toast): void {
  want();
  if (sink) sink(toast);
  else pending.push(toast);
}

export function attachToastSink(next: Sink): () => void {
  sink = next;
  pending.splice(0).forEach(next);
  return () => {
    if (sink === next) sink = null;
  };
}
