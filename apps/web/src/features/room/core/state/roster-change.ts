import type { Participant, ServerMessage, StageRole } from '@vm/contracts';
import type { RoomState } from './room-state';

type RosterChanged = Extract<ServerMessage, { type: 'rosterChanged' }>;

/**
 * A large meeting's batched roster delta: joined or changed people replace theirs by id (new ones go
 * last, as in join order), hidden ones leave the visible roster. I never leave my own list: the
 * server hides an audience member whose hand went down from everyone's roster, which may include mine.
 * People whose object did not change keep it, so their rows and tiles do not re-render.
 */
export function applyRosterChange(state: RoomState, message: RosterChanged): RoomState {
  const hidden = new Set(message.hidden.filter((id) => id !== state.selfId));
  const changed = new Map(message.participants.map((person) => [person.id, person]));
  const kept: Participant[] = [];
  for (const person of state.participants) {
    if (hidden.has(person.id) && !changed.has(person.id)) continue;
    kept.push(changed.get(person.id) ?? person);
    changed.delete(person.id);
  }
  const participants = [...kept, ...changed.values()];
  const speakerGone = state.activeSpeakerId !== null && !participants.some((p) => p.id === state.activeSpeakerId);
  return {
    ...state,
    participants,
    audienceCount: message.audienceCount,
    activeSpeakerId: speakerGone ? null : state.activeSpeakerId,
  };
}

/**
 * `roleChanged`: my own place, at once (the roster's update of me may come later, batched). Invited
 * up, my raised hand was the question and the server has lowered it.
 */
export function setOwnStageRole(state: RoomState, stageRole: StageRole): RoomState {
  return {
    ...state,
    participants: state.participants.map((person) =>
      person.id === state.selfId
        ? stageRole === 'speaker'
          ? { ...person, stageRole, handRaised: false }
          : { ...person, stageRole, screenSharing: false }
        : person,
    ),
  };
}
