import type { Invitation, InvitationStats, PublicInvitation } from '@vm/contracts';

const MINUTE = 60_000;
let counter = 0;

/** An invitation as the API returns it; only for tests, typed by the contract so drift fails the build. */
export function invitationFixture(overrides: Partial<Invitation> = {}): Invitation {
  counter += 1;
  return {
    id: `inv_${counter}_abcdefghijklmnopqrstuvwx`,
    meetingId: 'm_1',
    meetingTitle: 'Product review',
    inviteeName: `Invitee ${counter}`,
    inviteeEmail: `invitee${counter}@example.com`,
    status: 'pending',
    invitedAt: '2026-03-01T09:00:00.000Z',
    sendCount: 1,
    ...overrides,
  };
}

/** The public view of an invitation whose meeting starts `startIn` minutes after `now` and lasts an hour. */
export function publicInvitationAt(
  now: Date,
  startIn: number,
  overrides: Partial<PublicInvitation> = {},
  meeting: Partial<NonNullable<PublicInvitation['meeting']>> = {},
): PublicInvitation {
  // Only what the public reply carries: no phone, note or sending history (docs/product.md, 'Invitation page').
  const { id, meetingId, meetingTitle, inviteeName, inviteeEmail, status, invitedAt } = invitationFixture({
    inviteeName: 'Grace Hopper',
    inviteeEmail: 'grace@example.com',
  });
  return {
    id,
    meetingId,
    meetingTitle,
    inviteeName,
    inviteeEmail,
    status,
    invitedAt,
    personalMessage: 'Looking forward to seeing you.',
    meeting: {
      id: 'm_1',
      meetingId: 'PRD-2026-042',
      title: 'Product review',
      description: 'Quarterly roadmap review',
      startTime: new Date(now.getTime() + startIn * MINUTE).toISOString(),
      endTime: new Date(now.getTime() + (startIn + 45) * MINUTE).toISOString(),
      meetingType: 'video',
      status: 'scheduled',
      maxParticipants: 2,
      isPublic: false,
      allowScreenSharing: true,
      allowChat: true,
      allowRecording: false,
      requireApproval: true,
      muteOnEntry: false,
      videoOnEntry: true,
      organizerName: 'Ada Lovelace',
      seriesId: null,
      recurrence: null,
      ...meeting,
    },
    ...overrides,
  };
}

export function statsFixture(counts: Partial<InvitationStats> = {}): InvitationStats {
  const { attended = 0, ...statuses } = counts;
  const base = { pending: 0, accepted: 0, declined: 0, cancelled: 0, expired: 0, ...statuses };
  return { total: base.pending + base.accepted + base.declined + base.cancelled + base.expired, attended, ...base };
}
