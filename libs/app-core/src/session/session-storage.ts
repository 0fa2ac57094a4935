/**
 * The browser-stored session of spec section 3: `accessToken`, `userType` and `userId` (the user id,
 * base64-encoded) in localStorage. Only this file touches those keys.
 */
export const STORAGE_KEYS = {
  token: 'accessToken',
  userType: 'userType',
  userId: 'userId',
} as const;

export interface StoredSession {
  token: string | null;
  userType: string | null;
  /** The plain user id (decoded from its base64 form). */
  userId: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode); the app then works for the tab's lifetime only.
    return null;
  }
}

function decodeId(encoded: string | null): string | null {
  if (!encoded) return null;
  try {
    return atob(encoded);
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  const s = storage();
  return {
    token: s?.getItem(STORAGE_KEYS.token) || null,
    userType: s?.getItem(STORAGE_KEYS.userType) || null,
    userId: decodeId(s?.getItem(STORAGE_KEYS.userId) ?? null),
  };
}

export function writeStoredSession(session: { token: string; userType: string; userId: string }): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.token, session.token);
  s.setItem(STORAGE_KEYS.userType, session.userType);
  s.setItem(STORAGE_KEYS.userId, btoa(session.userId));
}

export function clearStoredSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
}
