import type { MeetingRow } from '../../meetings/meeting-types';
import { invite, type Invitee } from './invitation-delivery';
import { nowIso, type InvitationsContext } from './invitations-context';

/**
 * Invites someone who already said yes (a booking page's booker): the invitation e-mail with its
 * calendar file goes out as for any invitation, and the invitation is accepted at once, so reminders,
 * calendar updates and cancellations follow it like any accepted one. No answer notice goes to the
 * organizer: the booking module tells the host about the booking itself.
 */
export async function inviteAccepted(ctx: InvitationsContext, meeting: MeetingRow, invitee: Invitee): Promise<string> {
  const id = await invite(ctx, meeting.organizer_id, meeting, invitee);
  await ctx.invitations.transition(id, ['pending'], { status: 'accepted', responded_at: nowIso(ctx) });
  return id;
}
