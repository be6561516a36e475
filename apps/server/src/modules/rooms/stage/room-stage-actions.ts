import type { ApiErrorCode, ClientMessage } from '@vm/contracts';
import type { Room } from '../room';
import type { Member } from '../room-state';
import type { RoomPeer } from '../room-types';

type StageMessage = Extract<ClientMessage, { type: 'inviteToStage' | 'moveToAudience' | 'audienceChat' }>;

/** The stage's refusals, each with its code so the browser shows it in the reader's language. */
export const STAGE_MESSAGES = {
  STAGE_HOST_ONLY:
    "Only the host can invite people to the stage, move speakers to the audience or turn the audience's chat on or off.",
  STAGE_NOT_LARGE_MEETING: 'This meeting has no stage: it is not a large meeting.',
  STAGE_FULL: 'The stage is full. Move a speaker to the audience first.',
  STAGE_PARTICIPANT_NOT_FOUND: 'That participant is not in the meeting.',
  STAGE_HOST_ALWAYS_SPEAKER: 'The host always stays on the stage.',
  AUDIENCE_CANNOT_PUBLISH: 'You are in the audience. Raise your hand and the host can invite you to the stage.',
  AUDIENCE_CHAT_OFF: 'The host has turned chat off for the audience.',
  AUDIENCE_LIST_NOT_ALLOWED: 'Only the host and the speakers can see who is in the audience.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;
export type StageRefusal = keyof typeof STAGE_MESSAGES;

export function refuse(peer: RoomPeer, code: StageRefusal, params?: Record<string, number>): void {
  peer.send({ type: 'error', message: STAGE_MESSAGES[code], code, ...(params && { params }) });
}

/** The host's stage controls in a large meeting (docs/product.md "Large meetings: stage and audience"); every check is here, never in the browser. */
export async function handleStageMessage(room: Room, member: Member, peer: RoomPeer, message: StageMessage) {
  if (member.identity.role !== 'host') return refuse(peer, 'STAGE_HOST_ONLY');
  const { stage } = room;
  if (!stage.large) return refuse(peer, 'STAGE_NOT_LARGE_MEETING');
  if (message.type === 'audienceChat') return room.setAudienceChat(message.enabled);

  const target = room.member(message.participantId);
  if (!target) return refuse(peer, 'STAGE_PARTICIPANT_NOT_FOUND');
  if (message.type === 'inviteToStage') {
    if (target.participant.stageRole === 'speaker') return;
    if (!stage.hasRoom(room.members())) return refuse(peer, 'STAGE_FULL', { max: stage.limit });
    // The raised hand was the question; being invited up answers it.
    target.participant.handRaised = false;
    return room.changeStageRole(target, 'speaker');
  }
  if (target.identity.role === 'host') return refuse(peer, 'STAGE_HOST_ALWAYS_SPEAKER');
  if (target.participant.stageRole === 'audience') return;
  target.participant.screenSharing = false;
  await room.changeStageRole(target, 'audience');
}
