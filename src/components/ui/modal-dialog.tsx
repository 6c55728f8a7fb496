// An accessible modal on the native <dialog> (focus kept inside, Escape closes, the
// page behind made inert by the browser): the checkout's confirmation, the cart's
// variants viewer and the wish-list side panel. `variant="drawer"` slides in from the
// inline end (right in English, left in Arabic).
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
// shop-ui.css: with the shell's stylesheets, loaded by src/main.tsx (not added by this lazy chunk).

export interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  closeLabel: string;
  variant?: 'dialog' | 'drawer';
  /** role="alertdialog" for a question that needs an answer. */
  alert?: boolean;
}

export function ModalDialog({ open, title, onClose, children, footer, closeLabel, variant = 'dialog', alert = false }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The box is rendered from the first time the dialog opens, not while it never has: a
  // closed dialog is not displayed, and its box was render, DOM and effects for nothing in
  // the commit that holds it (the product page's size guide and variants: 41 of the buy
  // box's 105 elements, docs/decisions/0057). Kept once opened, so it closes as it did.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // The latest onClose for the dialog's listeners, set after each render (not during it).
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    // Escape fires `cancel`: let React state decide, so the dialog and the state agree.
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    d.addEventListener('cancel', onCancel);
    return () => d.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${variant}`}
      aria-labelledby={titleId}
      role={alert ? 'alertdialog' : undefined}
      // A click on the backdrop lands on the dialog element itself. Not for a question:
      // the second click of a double click that opened it must not dismiss it.
      onClick={(e) => !alert && e.target === e.currentTarget && onClose()}
    >
      {opened && <div className="modal__box">
        <header className="modal__head">
          <h2 id={titleId} className="modal__title">{title}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon size={20} />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__foot">{footer}</footer>}
      </div>}
    </dialog>
  );
}
