// The full-screen loading overlay (docs/rules.md R2), only during blocking work (docs/rules.md R10.4).
import { useT } from '../../i18n/use-t.ts';
import { useOverlayBusy } from '../../lib/overlay.ts';

export function LoadingOverlay() {
  const t = useT();
  const busy = useOverlayBusy();
  if (!busy) return null;
  return (
    <div className="overlay" role="alert" aria-live="assertive" aria-busy="true">
      <div className="overlay__spinner" />
      <span className="visually-hidden">{t('loading.overlay')}</span>
    </div>
  );
}
