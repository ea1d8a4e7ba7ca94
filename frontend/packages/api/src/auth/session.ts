import type { User } from '../types';

export type Platform = 'employee' | 'bank' | 'customer';

export interface Session {
  token: string;
  /** RFC 3339 instant after which the gateway refuses the token. */
  expiresAt: string;
  platform: Platform;
  user: User | null;
}

/** The app logs out on its own 2 minutes before the token expires. */
export const LOGOUT_BEFORE_EXPIRY_MS = 120_000;

/** Milliseconds until the automatic logout; zero or less means the session is already over. */
export function msUntilAutoLogout(session: Pick<Session, 'expiresAt'>, now: number = Date.now()): number {
  const expiry = Date.parse(session.expiresAt);
  if (Number.isNaN(expiry)) return 0;
  return expiry - LOGOUT_BEFORE_EXPIRY_MS - now;
}

function isUser(value: unknown): value is User {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.user_id === 'string' && typeof v.name === 'string' && Array.isArray(v.roles);
}

function isSession(value: unknown): value is Session {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.expiresAt === 'string' &&
    (v.platform === 'employee' || v.platform === 'bank' || v.platform === 'customer') &&
    (v.user === null || isUser(v.user))
  );
}

export function loadSession(storage: Storage, key: string): Session | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(storage: Storage, key: string, session: Session | null): void {
  if (session) storage.setItem(key, JSON.stringify(session));
  else storage.removeItem(key);
}
