import { MESSAGES } from './room-entry';
import type { Room } from '../room';
import type { Member } from '../room-state';
import type { Binding, Identity, JoinMessage, MediaPrefs, RoomPeer } from '../room-types';

export const MEDIA_UNAVAILABLE = 'The media server is unavailable right now. Please try again in a minute.';

/** What the join token said beyond the person: lobby first, and whether it has expired. */
export interface TokenFacts {
  lobby: boolean;
  /** An expired token resumes the participant its resume key names, and lets nobody else in. */
  expired: boolean;
}

/**
 * A `join` on a room: refused, denied, into the lobby, or in (a reconnect with a resume key takes
 * over its participant instead of adding one). 'retry' means the room was just emptied and
 * forgotten: the caller joins a fresh one.
 */
export function joinRoom(
  room: Room,
  peer: RoomPeer,
  identity: Identity,
  token: TokenFacts,
  message: JoinMessage,
): Promise<Binding | 'retry' | undefined> {
  return room.admitInTurn(async () => {
    if (room.disposed && !room.ended) return 'retry';
    const nowMs = room.now().getTime();
    const resumable = room.findResumable(message.resumeKey, identity.email, nowMs);
    if (token.expired && !resumable) {
      return turnAway(room, peer, { type: 'refused', reason: 'invalid-token', message: MESSAGES.invalidToken });
    }
    const decision = room.decideEntry({
      identity,
      lobbyToken: token.lobby,
      resuming: resumable && { present: resumable.present },
      nowMs,
    });
    switch (decision.kind) {
      case 'refused':
        return turnAway(room, peer, { type: 'refused', reason: decision.reason, message: decision.message });
      case 'denied':
        return turnAway(room, peer, { type: 'denied', message: decision.message });
      case 'lobby':
        return room.waitInLobby(peer, identity, message);
      case 'enter':
        return enter(room, peer, identity, message, resumable);
    }
  });
}

/** The host lets someone in from the lobby; their socket's binding becomes the new participant. */
export function admitFromLobby(room: Room, lobbyId: string, host: RoomPeer): Promise<void> {
  return room.admitInTurn(async () => {
    const entry = room.lobbyEntry(lobbyId);
    if (!entry) return host.send({ type: 'error', message: 'That person is no longer waiting.' });
    if (!room.hasSeat(entry.waiting.identity.role)) return host.send({ type: 'error', message: MESSAGES.full });
    room.leaveLobby(lobbyId);
    const binding = await enter(room, entry.peer, entry.waiting.identity, entry.prefs, undefined);
    if (binding) Object.assign(entry.binding, binding);
  });
}

function turnAway(room: Room, peer: RoomPeer, message: Parameters<RoomPeer['send']>[0]): undefined {
  peer.send(message);
  peer.close();
  room.disposeIfEmpty();
  return undefined;
}

async function enter(
  room: Room,
  peer: RoomPeer,
  identity: Identity,
  prefs: MediaPrefs,
  resumable: { member: Member; present: boolean } | undefined,
): Promise<Binding | undefined> {
  // Held before the first await: until the person is a member, the seat must not look free, nor the
  // room empty (the last one leaving meanwhile would have it forgotten and a second room opened).
  const release = resumable?.present ? () => undefined : room.holdSeat(identity.role);
  let member: Member;
  try {
    if (!(await room.openMedia())) {
      release();
      return turnAway(room, peer, { type: 'refused', reason: 'media-unavailable', message: MEDIA_UNAVAILABLE });
    }
    // A large meeting's audience takes a place on a media server; someone still in the room has theirs.
    const stageRole = resumable ? resumable.member.participant.stageRole : room.stage.roleFor(identity);
    if (!resumable?.present && !room.hasMediaPlaceFor(stageRole)) {
      release();
      return turnAway(room, peer, { type: 'refused', reason: 'audience-full', message: MESSAGES.audienceFull });
    }
    await room.startForHost(identity);
    member = resumable ? room.resumeMember(resumable) : room.addMember(identity, prefs);
  } finally {
    release();
  }
  room.welcome(member, peer, identity);
  await room.announce(member, resumable?.present === true);
  return { kind: 'member', id: member.participant.id };
}
