import type { GuestUser } from '@vm/contracts';
import { loadContracts } from '../contracts';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';

export type StoredUser = { kind: 'absent' } | { kind: 'unreadable' } | { kind: 'user'; user: GuestUser };

/** Reads `guest_user`; only a well-formed user of type guest counts (docs/product.md, 'Stored in the browser'). */
export async function readStoredUser(): Promise<StoredUser> {
  const raw = readItem(STORAGE_KEYS.guestUser);
  if (!raw) return { kind: 'absent' };
  const { guestUserSchema } = await loadContracts();
  try {
    const parsed = guestUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { kind: 'user', user: parsed.data } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

export function storeUser(user: GuestUser): void {
  writeItem(STORAGE_KEYS.guestUser, JSON.stringify(user));
  writeItem(STORAGE_KEYS.userType, user.type);
}
