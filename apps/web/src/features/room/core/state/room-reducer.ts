import type { Participant, ServerMessage } from '@vm/contracts';
import { receiveAudiencePage } from './audience-list';
import { receiveChat, replaceHistory } from './chat-unread';
import type { RoomState } from './room-state';
import { applyRosterChange, setOwnStageRole } from './roster-change';

const upsert = (people: Participant[], person: Participant): Participant[] =>
  people.some((known) => known.id === person.id)
    ? people.map((known) => (known.id === person.id ? person : known))
    : [...people, person];

/**
 * How each server message changes what the room shows. Pure, so it is tested without sockets or
 * media; the session does the side effects (media, toasts) beside it. Media messages (SDP, ICE)
 * leave the state alone.
 */
export function roomReducer(state: RoomState, message: ServerMessage): RoomState {
  switch (message.type) {
    case 'joined':
      return {
        ...state,
        phase: { kind: 'joined' },
        selfId: message.self.id,
        resumeKey: message.resumeKey,
        room: message.room,
        // The server's list is the whole truth: after a reconnect nobody is duplicated or stale.
        // It names the others; I come first, as people expect to find themselves.
        participants: [message.self, ...message.participants.filter((person) => person.id !== message.self.id)],
        audienceCount: message.audienceCount,
        chat: replaceHistory(state.chat, message.chat),
        lobby: message.lobby,
        recording: message.recording,
        recorded: state.recorded || message.recording !== null,
        // A request sent before a reconnect got no answer; the server's word is in `recording` now.
        recordingPending: false,
        reconnecting: false,
      };
    case 'lobby':
      return { ...state, phase: { kind: 'lobby' }, reconnecting: false };
    case 'denied':
      return { ...state, phase: { kind: 'closed', closed: { kind: 'denied', message: message.message } } };
    case 'refused':
      return {
        ...state,
        reconnecting: false,
        phase: { kind: 'closed', closed: { kind: 'refused', reason: message.reason, message: message.message } },
      };
    case 'removed':
      return { ...state, phase: { kind: 'closed', closed: { kind: 'removed', message: message.message } } };
    case 'roomEnded':
      return {
        ...state,
        reconnecting: false,
        phase: { kind: 'closed', closed: { kind: 'ended', reason: message.reason, message: message.message } },
      };
    case 'participantJoined':
    case 'participantUpdated':
      return { ...state, participants: upsert(state.participants, message.participant) };
    case 'participantLeft':
      return {
        ...state,
        participants: state.participants.filter((person) => person.id !== message.participantId),
        activeSpeakerId: state.activeSpeakerId === message.participantId ? null : state.activeSpeakerId,
      };
    case 'rosterChanged':
      return applyRosterChange(state, message);
    case 'audiencePage': {
      const audience = receiveAudiencePage(state.audience, message);
      return audience === state.audience ? state : { ...state, audience };
    }
    case 'roleChanged':
      return setOwnStageRole(state, message.role);
    case 'roomUpdated':
      return { ...state, room: message.room };
    case 'activeSpeaker':
      return { ...state, activeSpeakerId: message.participantId };
    case 'chat':
      return { ...state, chat: receiveChat(state.chat, message.message, state.selfId) };
    case 'lobbyUpdated':
      return { ...state, lobby: message.lobby };
    case 'timeWarning':
      return { ...state, closesAt: message.closesAt };
    case 'recordingChanged':
      return {
        ...state,
        recording: message.recording,
        recorded: state.recorded || message.recording !== null,
        recordingPending: false,
      };
    // A refused record request answers with an error; any error ends the wait, so the button never
    // stays busy because a refusal came without a RECORDING_* code.
    case 'error':
      return state.recordingPending ? { ...state, recordingPending: false } : state;
    case 'mutedByHost':
      return {
        ...state,
        participants: state.participants.map((person) =>
          person.id === state.selfId ? { ...person, audioMuted: true } : person,
        ),
      };
    default:
      return state;
  }
}
