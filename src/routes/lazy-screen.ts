// A screen's route component: its own chunk, loaded together with the screens' messages
// (i18n/screen-messages.ts), so the screen never renders before its texts are there.
import { lazyRouteComponent } from '@tanstack/react-router';
import { loadScreenMessages } from '../i18n/screen-messages.ts';

export function lazyScreen<T extends Record<string, unknown>, K extends keyof T>(importer: () => Promise<T>, exportName: K) {
  return lazyRouteComponent(() => Promise.all([importer(), loadScreenMessages()]).then(([m]) => m), exportName);
}
