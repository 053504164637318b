import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';

/**
 * Who this browser is signed in as, shared by the header and the account page: `GET /api/auth/me` read once and again
 * after signing in or out (`refreshAccount`). `mode` is the server's: 'local' has no accounts (everyone is the local
 * organiser), 'shared' has accounts and roles. Null until the first answer.
 */
export interface Me {
  readonly mode: 'local' | 'shared';
  readonly signedIn: boolean;
  readonly user: { readonly id: string; readonly username: string; readonly displayName: string; readonly role: string } | null;
}

let current: Me | null = null;
let asked = false;
const listeners = new Set<() => void>();

export async function refreshAccount(): Promise<Me> {
  asked = true;
  try {
    const me = await api.get<{ user: NonNullable<Me['user']>; mode: Me['mode']; signedIn: boolean }>('/auth/me');
    current = { mode: me.mode, signedIn: me.signedIn, user: me.user };
  } catch {
    // 401 in shared mode without a session (a server that cannot be reached also lands here: treated as signed out)
    current = { mode: 'shared', signedIn: false, user: null };
  }
  for (const l of listeners) l();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccount(): Me | null {
  const me = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (!asked) void refreshAccount();
  }, []);
  return me;
}
