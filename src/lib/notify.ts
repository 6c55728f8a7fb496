// Toasts through one channel (docs/architecture.md C5): anything may call notify(); the toaster in
// the layout (notistack, loaded after first paint) shows them for 5 s where they hide neither
// the header nor the control just pressed (src/app/layout/toaster.tsx). Calls made before it
// loaded are kept and shown when it arrives.
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  message: string;
  variant: ToastVariant;
  /** An optional link action, e.g. "Send photos on WhatsApp". */
  action?: { label: string; href: string };
  persist?: boolean;
}

type Sink = (t: Toast) => void;
let sink: Sink | null = null;
const pending: Toast[] = [];

export function notify(toast: Toast): void {
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
