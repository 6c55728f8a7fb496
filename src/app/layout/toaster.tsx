// Toasts (docs/rules.md R9.1): notistack, top-right in both languages, 5 s. Loaded after
// the first paint; notify() calls made before are shown when it arrives.
import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { attachToastSink } from '../../lib/notify.ts';

export default function Toaster() {
  useEffect(
    () =>
      attachToastSink((toast) => {
        enqueueSnackbar(toast.message, {
          variant: toast.variant,
          persist: toast.persist ?? false,
          action: toast.action ? (
            <a className="toast-action" href={toast.action.href} target="_blank" rel="noopener noreferrer">{toast.action.label}</a>
          ) : undefined,
        });
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  );
}
