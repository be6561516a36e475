import { decideEntry, MESSAGES } from './room-entry';
import type { Room } from './room';
import type { Member } from './room-state';
import type { Binding, Identity, JoinMessage, MediaPrefs, RoomPeer } from './room-types';

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
  return room.admissions.run(async () => {
    if (room.disposed && !room.ended) return 'retry';
    const now = room.deps.clock.now();
    room.state.forgetExpired(now.getTime());
    const resumable = message.resumeKey
      ? room.state.findResumable(message.resumeKey, identity.email, now.getTime())
      : undefined;
    if (token.expired && !resumable) {
      return turnAway(room, peer, { type: 'refused', reason: 'invalid-token', message: MESSAGES.invalidToken });
    }
    const decision = room.ended
      ? ({ kind: 'refused', reason: 'ended', message: MESSAGES.ended } as const)
      : decideEntry({
          meeting: {
            status: room.meeting.status,
            startTime: room.meeting.start_time,
            closesAt: room.info.closesAt,
            limit: room.info.participantLimit,
          },
          identity,
          lobbyToken: token.lobby,
          resuming: resumable && { present: resumable.present },
          state: room.state,
          nowMs: now.getTime(),
        });
    switch (decision.kind) {
      case 'refused':
        return turnAway(room, peer, { type: 'refused', reason: decision.reason, message: decision.message });
      case 'denied':
        return turnAway(room, peer, { type: 'denied', message: decision.message });
      case 'lobby': {
        const waiting = room.state.wait(identity, now);
        const binding: Binding = { kind: 'lobby', id: waiting.entry.id };
        room.lobbyPeers.set(waiting.entry.id, { peer, binding, prefs: message });
        peer.send({ type: 'lobby' });
        room.notifyLobbyChanged();
        return binding;
      }
      case 'enter':
        return enter(room, peer, identity, message, resumable);
    }
  });
}

/** The host lets someone in from the lobby; their socket's binding becomes the new participant. */
export function admitFromLobby(room: Room, lobbyId: string, host: RoomPeer): Promise<void> {
  return room.admissions.run(async () => {
    const waiting = room.state.lobby.get(lobbyId);
    const entry = room.lobbyPeers.get(lobbyId);
    if (!waiting || !entry) return host.send({ type: 'error', message: 'That person is no longer waiting.' });
    if (!room.state.hasSeat(waiting.identity.role, room.info.participantLimit)) {
      return host.send({ type: 'error', message: MESSAGES.full });
    }
    room.state.lobby.delete(lobbyId);
    room.lobbyPeers.delete(lobbyId);
    room.notifyLobbyChanged();
    const binding = await enter(room, entry.peer, waiting.identity, entry.prefs, undefined);
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
  const { clock, lifecycle, iceServers } = room.deps;
  // Held before the first await: until the person is a member, the seat must not look free, nor the
  // room empty (the last one leaving meanwhile would have it forgotten and a second room opened).
  const release = resumable?.present ? () => undefined : room.state.hold(identity.role);
  let member: Member;
  try {
    if (!(await room.media.open(room.deps.timing.mediaWaitMs))) {
      release();
      return turnAway(room, peer, { type: 'refused', reason: 'media-unavailable', message: MEDIA_UNAVAILABLE });
    }
    if (identity.role === 'host' && room.meeting.status === 'scheduled') {
      await lifecycle.start(room.meeting.id, identity.userId ?? identity.email);
      const started = await lifecycle.load(room.meeting.id);
      if (started) room.update(started);
    }
    if (resumable) {
      member = resumable.member;
      if (!resumable.present) room.state.restore(member);
      member.awaySince = undefined;
      member.participant.screenSharing = false;
    } else {
      const muted = prefs.audioMuted || (room.info.muteOnEntry && identity.role !== 'host');
      member = room.state.enter(identity, { audioMuted: muted, videoMuted: prefs.videoMuted }, clock.now());
    }
  } finally {
    release();
  }
  const id = member.participant.id;
  const replaced = room.peers.get(id);
  room.peers.set(id, peer);
  replaced?.close();
  peer.send({
    type: 'joined',
    self: member.participant,
    participants: room.state.participants().filter((participant) => participant.id !== id),
    room: room.info,
    iceServers,
    chat: room.state.chat,
    lobby: identity.role === 'host' ? room.state.lobbyEntries() : [],
    resumeKey: member.resumeKey,
  });
  if (room.warned && room.info.closesAt) peer.send({ type: 'timeWarning', closesAt: room.info.closesAt });
  if (room.activeSpeaker) peer.send({ type: 'activeSpeaker', participantId: room.activeSpeaker });
  if (resumable?.present) {
    // The browser makes new connections after `joined`: the old ones' handles go.
    room.participantUpdated(member);
    await room.media.dropConnections(id, true);
  } else {
    room.broadcast({ type: 'participantJoined', participant: member.participant }, id);
    room.media.addMember(id, member.participant.name);
    await room.record(member, 'joined');
  }
  return { kind: 'member', id };
}
