import { describe, expect, it } from 'vitest';
import { publicInvitationAt } from '../testing/invitation-fixtures';
import { invitationStage } from './invitation-stage';

const now = new Date('2026-03-10T12:00:00.000Z');
// The fixture's invitee; null is a visitor.
const invitee = 'grace@example.com';

describe('invitationStage', () => {
  it.each([
    [31, { kind: 'respond' }],
    [30, { kind: 'startingSoon', minutes: 30 }],
    [0.5, { kind: 'startingSoon', minutes: 1 }],
    [0, { kind: 'ongoing' }],
    [-20, { kind: 'ongoing' }],
  ])('a meeting %f minutes ahead gives %o to a signed-in invitee', (startIn, stage) => {
    expect(invitationStage(publicInvitationAt(now, startIn), now, invitee)).toEqual(stage);
  });

  it('shows an accepted invitation as accepted until the join window opens', () => {
    const accepted = (startIn: number) => publicInvitationAt(now, startIn, { status: 'accepted' });
    expect(invitationStage(accepted(120), now, invitee)).toEqual({ kind: 'accepted' });
    expect(invitationStage(accepted(10), now, invitee)).toEqual({ kind: 'startingSoon', minutes: 10 });
  });

  it('treats a meeting the organizer started early as ongoing', () => {
    expect(invitationStage(publicInvitationAt(now, 120, {}, { status: 'active' }), now, invitee)).toEqual({
      kind: 'ongoing',
    });
  });

  it('tells someone signed in with another address so, whatever the invitee answered', () => {
    expect(invitationStage(publicInvitationAt(now, 120, { status: 'declined' }), now, 'ada@example.com')).toEqual({
      kind: 'otherAddress',
    });
    expect(invitationStage(publicInvitationAt(now, 10), now, 'ada@example.com')).toEqual({ kind: 'otherAddress' });
    expect(invitationStage(publicInvitationAt(now, 120), now, 'Grace@Example.com')).toEqual({ kind: 'respond' });
  });

  it('asks a visitor to sign in, but tells anyone that an invitation is over', () => {
    expect(invitationStage(publicInvitationAt(now, 120), now, null)).toEqual({ kind: 'signedOut' });
    expect(invitationStage(publicInvitationAt(now, 120, { status: 'cancelled' }), now, null)).toEqual({
      kind: 'cancelled',
    });
    expect(invitationStage(publicInvitationAt(now, 120, { status: 'expired' }), now, invitee)).toEqual({
      kind: 'expired',
    });
    expect(invitationStage(publicInvitationAt(now, -50), now, null)).toEqual({ kind: 'ended' });
    expect(invitationStage(publicInvitationAt(now, 120, {}, { status: 'ended' }), now, invitee)).toEqual({
      kind: 'ended',
    });
    expect(invitationStage(publicInvitationAt(now, 120, { meeting: null }), now, invitee)).toEqual({
      kind: 'meetingUnavailable',
    });
  });
});
