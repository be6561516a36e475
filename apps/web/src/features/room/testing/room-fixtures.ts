import type { Participant, RoomInfo, ServerMessage } from '@vm/contracts';

export const at = '2030-01-01T10:00:00.000Z';

export const participant = (id: string, overrides: Partial<Participant> = {}): Participant => ({
  id,
  name: `Person ${id}`,
  role: 'guest',
  stageRole: 'speaker',
  audioMuted: false,
  videoMuted: false,
  handRaised: false,
  screenSharing: false,
  joinedAt: at,
  relayed: false,
  ...overrides,
});

export const roomInfo = (overrides: Partial<RoomInfo> = {}): RoomInfo => ({
  meetingId: 'm1',
  meetingCode: 'ABC-2030-001',
  title: 'Weekly sync',
  allowChat: true,
  allowScreenSharing: true,
  muteOnEntry: false,
  videoOnEntry: true,
  participantLimit: 50,
  largeMeeting: false,
  stageLimit: 25,
  audienceChat: true,
  closesAt: null,
  ...overrides,
});

export const joinedMessage = (
  overrides: Partial<Extract<ServerMessage, { type: 'joined' }>> = {},
): Extract<ServerMessage, { type: 'joined' }> => ({
  type: 'joined',
  self: participant('me', { role: 'host', name: 'Me' }),
  // As the server sends it: everyone but me.
  participants: [participant('p2')],
  audienceCount: 0,
  room: roomInfo(),
  iceServers: [],
  chat: [],
  lobby: [],
  resumeKey: 'resume-1',
  recording: null,
  ...overrides,
});
