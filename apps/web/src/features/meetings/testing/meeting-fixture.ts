import type { Meeting } from '@vm/contracts';

const MINUTE = 60_000;
let counter = 0;

/**
 * A meeting as the API returns it, placed relative to `now`: starts `startIn` minutes from now and
 * lasts `minutes`. Only for tests; the shape follows the contract so type checks catch drift.
 */
export function meetingAt(now: Date, startIn: number, overrides: Partial<Meeting> = {}, minutes = 60): Meeting {
  counter += 1;
  const start = new Date(now.getTime() + startIn * MINUTE).toISOString();
  const end = new Date(now.getTime() + (startIn + minutes) * MINUTE).toISOString();
  const code = `TST-2026-${String(counter % 1000).padStart(3, '0')}`;
  return {
    id: `m_${counter}`,
    meetingId: code,
    roomName: `room-${counter}`,
    title: `Meeting ${counter}`,
    description: null,
    startTime: start,
    endTime: end,
    startedAt: null,
    endedAt: null,
    meetingType: 'video',
    status: 'scheduled',
    meetingUrl: `http://localhost/room/${code}`,
    maxParticipants: 100,
    isPublic: false,
    allowScreenSharing: true,
    allowChat: true,
    allowRecording: false,
    requireApproval: false,
    muteOnEntry: false,
    videoOnEntry: true,
    remindersEnabled: true,
    largeMeeting: false,
    organizerId: 'u_1',
    organizerType: 'guest',
    organizerName: 'Ada Lovelace',
    organizerEmail: 'ada@example.com',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    participantLimit: 2,
    durationLimitMinutes: 40,
    seriesId: null,
    seriesCode: null,
    recurrence: null,
    cancelledAt: null,
    deletedAt: null,
    ...overrides,
  };
}

/** An ended meeting whose end was recorded `agoMinutes` before now. */
export function endedMeeting(now: Date, agoMinutes: number, overrides: Partial<Meeting> = {}): Meeting {
  const endedAt = new Date(now.getTime() - agoMinutes * MINUTE).toISOString();
  return meetingAt(now, -agoMinutes - 60, { status: 'ended', endedAt, ...overrides });
}
