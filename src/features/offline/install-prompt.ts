// The install offer: the browser's beforeinstallprompt is kept, never shown by
// itself; the header menu shows 'Install app' while it is usable. Imported by the header
// item so the event is caught even when it fires before the offline layer loads.
import { setOfflineState } from './offline-store.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;

export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Stops the browser's own mini-infobar: the shopper asks from the menu or not at all.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    setOfflineState({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    setOfflineState({ canInstall: false });
  });
}

/** Shows the browser's install dialog; the offer is spent either way (no second ask). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  setOfflineState({ canInstall: false });
  await event.prompt();
  return (await event.userChoice).outcome;
}

listenForInstallPrompt();
