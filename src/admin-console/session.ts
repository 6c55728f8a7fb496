// The signed-in staff member, kept in localStorage so a reload or a new tab stays signed
// in; other tabs follow a sign-in or sign-out through the storage event. The device token
// the last sign-in answered outlives a sign-out: this phone stays a known device
// (docs/decisions/0004-device-cookies-and-reset-codes.md).
import type { Staff } from '../../contract/admin.ts';

export type { Staff };

export interface ConsoleSession {
  token: string;
  staff: Staff;
}

const KEY = 'tohfa-console-session';

/**
 * Who the header names beside the role: the name, or the email when the name says no more
 * than the role (the first owner is made with the name "Owner", docs/decisions/0021-staff-accounts-and-the-audit-log.md),
 * so the role is never shown twice.
 */
export function personShown(staff: Pick<Staff, 'email' | 'name' | 'role'>): string {
  const name = staff.name.trim();
  return !name || name.toLowerCase() === staff.role ? staff.email : name;
}
const listeners = new Set<() => void>();

function isSession(v: unknown): v is ConsoleSession {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Partial<ConsoleSession>;
  return typeof s.token === 'string' && typeof s.staff === 'object' && s.staff !== null && typeof s.staff.email === 'string';
}

let cached: ConsoleSession | null | undefined;

export function readSession(): ConsoleSession | null {
  if (cached !== undefined) return cached;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    cached = isSession(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function saveSession(session: ConsoleSession | null): void {
  cached = session;
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage blocked: the session lasts as long as the page */
  }
  listeners.forEach((l) => l());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY) return;
    cached = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const DEVICE_KEY = 'tohfa-console-device';

export function readDeviceToken(): string | undefined {
  try {
    return localStorage.getItem(DEVICE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveDeviceToken(token: string): void {
  try {
    localStorage.setItem(DEVICE_KEY, token);
  } catch {
    /* a blocked storage only costs the known-device allowance */
  }
}
