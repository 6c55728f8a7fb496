// The shopper's session in local storage (docs/rules.md R3): `user` (the login row, or
// {} when logged out), `Token`, and the `persist:root` user and common slices that the
// original app kept. Components read it through useSession().
import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../../contract/models.ts';

export type SessionUser = UserProfile & { ResponseMsg?: string };

export interface Session {
  user: SessionUser | null;
  token: string;
  loggedIn: boolean;
}

const USER_KEY = 'user';
const TOKEN_KEY = 'Token';
const ROOT_KEY = 'persist:root';
const LOGO_KEY = 'websiteLogo';

function read(): Session {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) || '{}') as Partial<SessionUser>;
    const token = localStorage.getItem(TOKEN_KEY) || '';
    const loggedIn = Number(user.UserID) > 0 && token !== '';
    return { user: loggedIn ? (user as SessionUser) : null, token, loggedIn };
  } catch {
    return { user: null, token: '', loggedIn: false };
  }
}

let current = read();
const listeners = new Set<() => void>();
const emit = () => {
  current = read();
  listeners.forEach((l) => l());
};

/** Writes the user and common slices of persist:root, keeping the other slices. */
function writeRoot(user: SessionUser | null): void {
  let root: Record<string, string> = {};
  try {
    root = JSON.parse(localStorage.getItem(ROOT_KEY) || '{}') as Record<string, string>;
  } catch {
    root = {};
  }
  root.user = JSON.stringify({ user: user ?? {}, loggedIn: !!user });
  root.common = JSON.stringify({
    loading: false,
    websiteLogoInLocalStorage: localStorage.getItem(LOGO_KEY) || '',
    langCodeInRedux: localStorage.getItem('langCode') || 'en',
  });
  root._persist ??= JSON.stringify({ version: -1, rehydrated: true });
  localStorage.setItem(ROOT_KEY, JSON.stringify(root));
}

export function saveLogin(user: SessionUser, token: string): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, token);
  writeRoot(user);
  emit();
}

export function updateUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  writeRoot(user);
  emit();
}

/** Logout and /refresh: an empty user object, no token, no cached logo (docs/rules.md R4). */
export function clearSession(): void {
  localStorage.setItem(USER_KEY, '{}');
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(LOGO_KEY);
  writeRoot(null);
  emit();
}

export function getSession(): Session {
  return current;
}

/** The React Query key of get-website-logo (the layout's query; /refresh resets it). */
export const LOGO_QUERY_KEY = ['shell', 'logo'] as const;

export function cacheLogo(url: string): void {
  try {
    localStorage.setItem(LOGO_KEY, url);
  } catch {
    /* nothing to keep */
  }
}

export function cachedLogo(): string {
  try {
    return localStorage.getItem(LOGO_KEY) || '';
  } catch {
    return '';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === USER_KEY || e.key === TOKEN_KEY || e.key === null) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
