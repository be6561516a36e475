import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { getJoinToken } from '../api/get-join-url';
import { readTokenClaims, rememberJoinToken, takeJoinToken } from '../core/entry/join-token';

export type RoomEntry =
  | { step: 'checking' }
  | { step: 'guest'; notice: string | null; defaults: { guestName: string; guestEmail: string } }
  | { step: 'ready'; token: string; displayName: string; lobby: boolean };

/**
 * How this visitor gets a join token: from the link (`#token=`, or this tab's earlier one), else
 * from the server when they are signed in as the organizer or an invitee (join-url), else through
 * the guest form. A join-url refusal (not on the list, too early, ended) falls back to the guest
 * form with the server's reason, in the reader's language.
 */
export function useRoomEntry(meetingCode: string) {
  const auth = useAuth();
  const [token, setToken] = useState<string | null>(() => takeJoinToken(meetingCode));
  const wantsAccountToken = token === null && !auth.loading && auth.isAuthenticated;
  const accountToken = useQuery({
    queryKey: ['room-join-token', meetingCode, auth.user?.id],
    queryFn: async ({ signal }) => {
      const fetched = await getJoinToken(meetingCode, signal);
      rememberJoinToken(meetingCode, fetched);
      return fetched;
    },
    enabled: wantsAccountToken,
    // A join token is short-lived and personal: fetched once per visit, never cached or retried.
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const acceptToken = useCallback(
    (next: string) => {
      rememberJoinToken(meetingCode, next);
      setToken(next);
    },
    [meetingCode],
  );

  /** For a reconnect after the token expired: signed-in people can get a new one silently. */
  const refreshToken = useCallback(
    async () => (auth.isAuthenticated ? getJoinToken(meetingCode).catch(() => null) : null),
    [auth.isAuthenticated, meetingCode],
  );

  const current = token ?? accountToken.data ?? null;
  let entry: RoomEntry;
  if (current) {
    const claims = readTokenClaims(current);
    const displayName = claims?.name ?? auth.user?.name ?? '';
    entry = { step: 'ready', token: current, displayName, lobby: claims?.lobby ?? false };
  } else if (auth.loading || (wantsAccountToken && accountToken.isPending)) {
    entry = { step: 'checking' };
  } else {
    const notice = accountToken.isError ? apiErrorText(accountToken.error) : null;
    entry = {
      step: 'guest',
      notice,
      defaults: { guestName: auth.user?.name ?? '', guestEmail: auth.user?.email ?? '' },
    };
  }
  return { entry, acceptToken, refreshToken };
}
