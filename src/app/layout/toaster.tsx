// Toasts (docs/rules.md R9.1): notistack, 5 s. Loaded after the first paint; notify() calls
// made before are shown when it arrives. One at a time on a phone (a new one replaces what
// is shown, a kept one too); a few stacked on a desktop. A success clears the warnings and
// errors before it (after the login checkout asked for, "please log in" goes when "logged
// in" comes). Each
// toast is placed where it hides neither the header's cart count, nor the control just
// pressed, nor the floating buttons (toast-placement.ts).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { attachToastSink, lastPress, type Toast, type ToastVariant } from '../../lib/notify.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { closedBy, placeToast, type Box, type Span } from './toast-placement.ts';

const PHONE_QUERY = '(max-width: 600px)';

/** The lowest edge on screen of the page's header(s); 0 when scrolled away. */
function headerBottom(): number {
  let bottom = 0;
  for (const el of document.querySelectorAll('header, [role="banner"]')) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.bottom > 0 && r.top < window.innerHeight / 2) bottom = Math.max(bottom, r.bottom);
  }
  return bottom;
}

/** The top edge of a bar fixed or stuck to the bottom of the screen (checkout's order bar). */
function bottomBarTop(): number | null {
  let el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 2);
  while (el && el !== document.body) {
    const position = getComputedStyle(el).position;
    if (position === 'fixed' || position === 'sticky') {
      const r = el.getBoundingClientRect();
      return r.bottom >= window.innerHeight - 2 && r.height < window.innerHeight / 3 ? r.top : null;
    }
    el = el.parentElement;
  }
  return null;
}

/** Widest a toast gets beside a phone's full width (matches .toasts in components.css). */
const TOAST_MAX_WIDTH = 560;

/** Where a toast reaches across the screen: a phone's whole width, else centred up to its widest. */
function toastSpan(onPhone: boolean): Span {
  const width = window.innerWidth;
  if (onPhone) return { left: 0, right: width };
  const half = Math.min(TOAST_MAX_WIDTH, width - 16) / 2;
  return { left: width / 2 - half, right: width / 2 + half };
}

/**
 * The floating buttons' column, with room for the whole stack: the back-to-top button comes
 * and goes with scrolling while a toast is up, so its place counts even when it is hidden.
 */
function floatingBox(): (Span & { top: number }) | null {
  const stack = document.querySelector('.floating');
  const first = stack?.firstElementChild;
  if (!stack || !first) return null;
  const r = stack.getBoundingClientRect();
  const button = first.getBoundingClientRect();
  if (r.height === 0) return null;
  const gap = parseFloat(getComputedStyle(stack).rowGap) || 0;
  const full = 2 * button.height + gap;
  return { left: r.left, right: r.right, top: Math.min(r.top, r.bottom - full) };
}

export default function Toaster() {
  const phone = useMediaQuery(PHONE_QUERY);
  // The latest answer for the listeners below, set after each render (not during it).
  const phoneRef = useRef(phone);
  useLayoutEffect(() => {
    phoneRef.current = phone;
  });

  useEffect(() => {
    const shown = new Map<SnackbarKey, { variant: ToastVariant; persist: boolean; message: string }>();
    // A toast comes in the frame after the press's own answer (a count, a pressed swatch):
    // placing and rendering it in the press's task would delay that answer's paint
    // (interaction to next paint, bench/README.md).
    let live = true;
    const detach = attachToastSink((toast) => afterNextPaint(() => live && show(toast)));
    function show(toast: Toast) {
      // The same words already on screen (a button pressed twice) are not said twice.
      if ([...shown.values()].some((t) => t.message === toast.message && t.variant === toast.variant)) return;
      const press = lastPress()?.getBoundingClientRect() ?? null;
      const box: Box | null = press && press.height > 0 ? { top: press.top, bottom: press.bottom } : null;
      const onPhone = phoneRef.current;
      const place = placeToast({
        viewportHeight: window.innerHeight, headerBottom: headerBottom(), bottomBarTop: bottomBarTop(), pressed: box,
        toastRoom: onPhone ? 96 : 3 * 64, floating: floatingBox(), toastSpan: toastSpan(onPhone),
      });
      document.documentElement.style.setProperty(`--toast-${place.vertical}`, `${place.offset}px`);
      // On a phone the newest replaces what is shown; a success clears what went wrong before it.
      for (const [key, t] of shown) {
        if (!closedBy(t, toast.variant, onPhone)) continue;
        closeSnackbar(key);
        shown.delete(key);
      }
      const key = enqueueSnackbar(toast.message, {
        variant: toast.variant,
        persist: toast.persist ?? false,
        anchorOrigin: { vertical: place.vertical, horizontal: 'center' },
        onClose: (_e, _reason, k) => void (k !== undefined && shown.delete(k)),
        action: toast.action ? (
          <a className="toast-action" href={toast.action.href} target="_blank" rel="noopener noreferrer">{toast.action.label}</a>
        ) : undefined,
      });
      shown.set(key, { variant: toast.variant, persist: toast.persist ?? false, message: toast.message });
    }
    return () => {
      live = false;
      detach();
    };
  }, []);

  return (
    <SnackbarProvider
      maxSnack={phone ? 1 : 3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      classes={{ containerAnchorOriginTopCenter: 'toasts toasts--top', containerAnchorOriginBottomCenter: 'toasts toasts--bottom' }}
    />
  );
}
