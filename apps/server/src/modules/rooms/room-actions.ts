import type { ClientMessage } from '@vm/contracts';
import { MediaUnavailable } from '../media/stream-labels';
import { admitFromLobby } from './room-admission';
import { checkPublishedTracks, maySharescreen, PERMISSION_MESSAGES } from './room-permissions';
import type { Room } from './room';
import type { Member } from './room-state';
import type { RoomPeer } from './room-types';
import { ChatRateLimit } from './chat-rate-limit';

const HOST_ACTIONS = new Set([
  'admit',
  'deny',
  'muteParticipant',
  'muteAll',
  'lowerAllHands',
  'removeParticipant',
  'endMeeting',
]);
export const ACTION_MESSAGES = {
  denied: 'The host did not let you in.',
  removed: 'The host removed you from the meeting.',
  mediaRestarting: 'The media server is restarting; you will be asked to publish again.',
  publishFailed: 'The media server could not take this offer.',
  tooFast: 'You are sending messages too fast.',
  notThere: 'That participant is not in the meeting.',
} as const;

/** One participant's message, after validation; every permission is decided here, not in the browser. */
export async function handleMemberMessage(
  room: Room,
  member: Member,
  peer: RoomPeer,
  message: Exclude<ClientMessage, { type: 'join' }>,
  chatLimit: ChatRateLimit,
): Promise<void> {
  const id = member.participant.id;
  const fail = (text: string) => peer.send({ type: 'error', message: text });
  if (HOST_ACTIONS.has(message.type) && member.identity.role !== 'host') return fail(PERMISSION_MESSAGES.hostOnly);
  switch (message.type) {
    case 'publish': {
      const problem = checkPublishedTracks(message.sdp, message.tracks, maySharescreen(member.identity, room.info));
      if (problem) return fail(problem);
      try {
        const sdp = await room.media.publish(id, message.sdp, message.tracks);
        peer.send({ type: 'publisherAnswer', sdp });
      } catch (error) {
        if (error instanceof MediaUnavailable) return fail(ACTION_MESSAGES.mediaRestarting);
        room.logWarning(error, 'publish failed');
        return fail(ACTION_MESSAGES.publishFailed);
      }
      if (member.mutedByHost) await room.media.muteMicrophone(id, true).catch(() => {});
      const sharing = message.tracks.some((track) => track.source === 'screen');
      if (sharing !== member.participant.screenSharing) {
        member.participant.screenSharing = sharing;
        room.participantUpdated(member);
      }
      return;
    }
    case 'subscriberAnswer':
      return room.media.answer(id, message.sdp);
    case 'trickle':
      // An empty candidate string only ends a generation; Janus wants real candidates or 'completed'.
      if (message.candidate?.candidate === '') return;
      return room.media.trickle(id, message.connection, message.candidate);
    case 'restartSubscriber':
      return room.media.restartSubscriber(id);
    case 'videoQuality':
      // Always the sender's own subscription: the mids are looked up there and nowhere else.
      return room.media.setVideoQuality(id, message.streams);
    case 'mute': {
      if (member.mutedByHost && !message.audioMuted) {
        member.mutedByHost = false;
        await room.media.muteMicrophone(id, false).catch(() => {});
      }
      Object.assign(member.participant, { audioMuted: message.audioMuted, videoMuted: message.videoMuted });
      return room.participantUpdated(member);
    }
    case 'screenShare':
      if (message.sharing && !maySharescreen(member.identity, room.info)) return fail(PERMISSION_MESSAGES.screenOff);
      member.participant.screenSharing = message.sharing;
      return room.participantUpdated(member);
    case 'chat': {
      if (!room.info.allowChat) return fail(PERMISSION_MESSAGES.chatOff);
      if (!chatLimit.allow(room.now().getTime())) return fail(ACTION_MESSAGES.tooFast);
      return room.postChat(member, message.text);
    }
    case 'raiseHand':
      member.participant.handRaised = message.raised;
      return room.participantUpdated(member);
    case 'admit':
      return admitFromLobby(room, message.participantId, peer);
    case 'deny':
      if (!room.denyFromLobby(message.participantId, ACTION_MESSAGES.denied)) {
        return fail('That person is no longer waiting.');
      }
      return;
    case 'muteParticipant':
      if (!(await room.muteByHost(message.participantId))) return fail(ACTION_MESSAGES.notThere);
      return;
    case 'muteAll':
      return room.muteAllByHost(id);
    case 'lowerAllHands':
      return room.lowerAllHands();
    case 'removeParticipant':
      if (!(await room.removeByHost(message.participantId, id, ACTION_MESSAGES.removed))) {
        return fail(ACTION_MESSAGES.notThere);
      }
      return;
    case 'endMeeting':
      return room.end('host', { actor: member.identity.userId ?? member.identity.email });
    case 'leave':
      return room.removeMember(id, { resumable: false });
  }
}
