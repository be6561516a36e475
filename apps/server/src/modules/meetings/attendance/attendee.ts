/** How a person came into the room (docs/product.md, 'Attendance'). */
export type JoinedVia = 'invitation' | 'account' | 'guest';

/** A person in a meeting's room as attendance records them; `key` says who they are across reconnects. */
export interface Attendee {
  key: string;
  name: string;
  email: string | null;
  via: JoinedVia;
  userId: string | null;
  invitationId: string | null;
}

/** What the room knows of a participant: only `userId`, `invitationId` and `joinKey` are proven. */
export interface RoomIdentity {
  name: string;
  email: string;
  userId?: string;
  invitationId?: string;
  joinKey: string;
}

/**
 * The attendee a room participant is. One account is one person, then one invitation; a guest is
 * their address when they gave one (so a guest who joins again with a new link is one row), else
 * their join token.
 */
export function attendeeOf(identity: RoomIdentity): Attendee {
  const email = identity.email.trim().toLowerCase() || null;
  const key = identity.userId
    ? `user:${identity.userId}`
    : identity.invitationId
      ? `invitation:${identity.invitationId}`
      : `guest:${email ?? identity.joinKey}`;
  return {
    key,
    name: identity.name,
    email,
    via: identity.invitationId ? 'invitation' : identity.userId ? 'account' : 'guest',
    userId: identity.userId ?? null,
    invitationId: identity.invitationId ?? null,
  };
}
