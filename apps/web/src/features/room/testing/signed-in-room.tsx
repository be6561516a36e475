import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';
import { createQueryClient } from '#web/lib/react-query.ts';
import { okEnvelope, stubApi } from '#web/testing/fetch-stub.ts';
import { guestUser, storeSession } from '#web/testing/fixtures.ts';

/** The room as the app has it: below the signed-in state, which the upgrade offer reads. */
export function SignedIn({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

/** Each test of the file starts signed in as a guest, with the warnings of jsdom's missing WebRTC silenced. */
export function signedInRoomTests(): void {
  beforeEach(() => {
    storeSession();
    stubApi({ 'GET /guest/me': { status: 200, body: okEnvelope(guestUser) } });
    // jsdom has no WebRTC: the session says so with a warning and the rest of the room works.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
}
