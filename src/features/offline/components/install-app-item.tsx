import { FormattedMessage } from 'react-intl';
import { promptInstall } from '../install-prompt.ts';
import { useOfflineState } from '../offline-store.ts';
import { offlineMessages } from '../offline-messages.ts';

/**
 * 'Install app' for the header menu, shown only while the browser offers installation
 * (beforeinstallprompt). The app never asks by itself (never nags).
 */
export function InstallAppItem({ className }: { className?: string }) {
  const { canInstall } = useOfflineState();
  if (!canInstall) return null;
  return (
    <button type="button" className={className ?? 'install-app-item'} onClick={() => void promptInstall()}>
      <FormattedMessage {...offlineMessages.installApp} />
    </button>
  );
}
