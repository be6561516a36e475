import type { ClientMessage } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { MediaUnavailable } from '../media/stream-labels';
import { admitFromLobby } from './admission/room-admission';
import { listAudience } from './stage/room-audience';
import { checkPublishedTracks, maySharescreen, PERMISSION_MESSAGES } from './media/room-permissions';
import { handleStageMessage, refuse } from './stage/room-stage-actions';
import type { Room } from './room';
import type { Member } from './room-state';
import type { RoomPeer } from './room-types';
import { ChatRateLimit } from './chat-rate-limit';
import { takeConnectionReport } from './media/room-connection-reports';

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
      // The audience publishes nothing: refused here, so the offer never reaches the media server.
      if (member.participant.stageRole === 'audience') return refuse(peer, 'AUDIENCE_CANNOT_PUBLISH');
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
    case 'connectionReport':
      return takeConnectionReport(room, member, message);
    case 'ping':
      return peer.send({ type: 'pong' });
    case 'refreshIceServers':
      return peer.send({ type: 'iceServers', iceServers: room.iceServersFor(id) });
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
      if (message.sharing && member.participant.stageRole === 'audience') {
        return refuse(peer, 'AUDIENCE_CANNOT_PUBLISH');
      }
      if (message.sharing && !maySharescreen(member.identity, room.info)) return fail(PERMISSION_MESSAGES.screenOff);
      member.participant.screenSharing = message.sharing;
      return room.participantUpdated(member);
    case 'chat': {
      if (!room.info.allowChat) return fail(PERMISSION_MESSAGES.chatOff);
      if (!room.stage.mayChat(member)) return refuse(peer, 'AUDIENCE_CHAT_OFF');
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
    case 'inviteToStage':
    case 'moveToAudience':
    case 'audienceChat':
      return handleStageMessage(room, member, peer, message);
    case 'listAudience':
      return listAudience(room, member, peer, message);
    case 'record':
      return requestRecording(room, member, peer, message.recording);
    case 'endMeeting':
      return room.end('host', { actor: member.identity.userId ?? member.identity.email });
    case 'leave':
      return room.removeMember(id, { resumable: false });
  }
}

/**
 * The record control: only the meeting's organizer (a host who is not the organizer is refused too,
 * since recording counts against the organizer's plan and storage). A refusal carries its code, so
 * the browser shows it in the reader's language.
 */
async function requestRecording(room: Room, member: Member, peer: RoomPeer, recording: boolean): Promise<void> {
  const { userId } = member.identity;
  try {
    if (!userId || userId !== room.organizerId) {
      throw AppError.forbidden('RECORDING_HOST_ONLY', 'Only the organizer can start or stop recording.');
    }
    await room.requestRecording(userId, recording);
  } catch (error) {
    if (!(error instanceof AppError)) {
      room.logWarning(error, 'recording request failed');
      return peer.send({ type: 'error', message: 'Recording could not be changed. Please try again.' });
    }
    peer.send({ type: 'error', message: error.message, code: error.code, params: error.params });
  }
}
