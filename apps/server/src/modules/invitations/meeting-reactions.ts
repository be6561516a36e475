import type { MeetingEventSubscriptions } from '../meetings/meeting-events';
import type { MeetingRow } from '../meetings/meeting-types';
import { targetOf } from './invitations-repository';
import { cancelWithMail, invite, resendUpdates } from './use-cases/invitation-delivery';
import { allEnded, enforceSendCaps, type InvitationsContext } from './use-cases/invitations-context';

/**
 * How invitations follow what happens to meetings (decision record 054): every handler here is a
 * subscription to the meetings module's events, which never calls this module. The e-mails go
 * through the mail outbox; the handlers that must not be lost on a crash are named in the record.
 */
export function followMeetings(ctx: InvitationsContext, events: MeetingEventSubscriptions): void {
  const { invitations, meetings } = ctx;
  const firstOf = async (seriesId: string) => (await meetings.seriesOccurrences(seriesId))[0];

  /** Refuses a change whose calendar updates would pass the organizer's send cap. */
  const capFor = async (meeting: MeetingRow, organizerId: string, mailsPerInvitee: number) => {
    const affected = await invitations.listToNotifyOfChange(targetOf(meeting));
    if (affected.length > 0) await enforceSendCaps(ctx, organizerId, affected.length * mailsPerInvitee);
  };
  events.onCheck('meeting.rescheduling', ({ meeting, organizerId }) => capFor(meeting, organizerId, 1));
  events.onCheck('series.changing', ({ meeting, organizerId, mailsPerInvitee }) =>
    capFor(meeting, organizerId, mailsPerInvitee),
  );

  // A change of title or time: everyone still concerned gets the calendar again; for an occurrence
  // of a series, of that occurrence alone (its RECURRENCE-ID).
  events.on('meeting.rescheduled', ({ meeting }) =>
    resendUpdates(ctx, meeting, meeting.series_id ? meeting : undefined),
  );

  // Pending invitations expire with the meeting, a series' with its last occurrence. A series is read
  // again here: the row in the event was read before this occurrence ended. A single meeting
  // cancelled is left to 'meeting.cancelled', which cancels its pending invitations instead.
  events.on('meeting.ended', async ({ meeting, cancelled }) => {
    if (!meeting.series_id && cancelled) return;
    if (!meeting.series_id || (await allEnded(ctx, meeting))) await invitations.expirePending(targetOf(meeting));
  });

  // A single meeting cancelled: every invitee still concerned gets one cancellation (METHOD:CANCEL)
  // and the invitation is cancelled. One occurrence of a series: that occurrence's cancellation.
  events.on('meeting.cancelled', async ({ meeting, message }) => {
    if (meeting.series_id) return resendUpdates(ctx, meeting, meeting, true, message);
    for (const row of await invitations.listToNotifyOfChange(targetOf(meeting))) {
      await cancelWithMail(ctx, row, meeting, ['pending', 'accepted'], { note: message });
    }
  });

  // A single meeting became a series: its invitations now invite to the series.
  events.on('meeting.became-series', async ({ meetingId, seriesId }) => {
    await invitations.attachToSeries(meetingId, seriesId);
    const first = await firstOf(seriesId);
    if (first) await resendUpdates(ctx, first);
  });

  events.on('series.changed', async ({ seriesId }) => {
    const first = await firstOf(seriesId);
    if (first) await resendUpdates(ctx, first);
  });

  // The earlier part keeps its invitations, which get its calendar with the UNTIL; everyone still
  // concerned is invited anew to the later part, a new series with new invitations and UIDs.
  events.on('series.split', async ({ fromSeriesId, toSeriesId }) => {
    const earlier = await firstOf(fromSeriesId);
    const later = await firstOf(toSeriesId);
    if (!earlier || !later) return;
    await resendUpdates(ctx, earlier);
    for (const row of await invitations.listToNotifyOfChange(targetOf(earlier))) {
      // A second delivery (decision record 054) invites nobody twice.
      if (await invitations.hasLive(later.id, row.invitee_email)) continue;
      const invitee = {
        name: row.invitee_name,
        email: row.invitee_email,
        phone: row.invitee_phone,
        message: row.personal_message,
      };
      await invite(ctx, later.organizer_id, later, invitee);
    }
  });

  // An invitee came: 'Attended', whatever they answered (the first entry counts; later ones change nothing).
  events.on('meeting.attended', async ({ invitationId, at }) => {
    await invitations.markAttended(invitationId, at);
  });

  // Thirty days after the organizer deleted the meeting, its invitees' data goes.
  events.on('meeting.purged', async ({ meetingId }) => {
    await invitations.deleteForMeeting(meetingId);
  });

  events.on('series.cancelled', async ({ seriesId, message }) => {
    const first = await firstOf(seriesId);
    if (!first) return;
    for (const row of await invitations.listToNotifyOfChange(targetOf(first))) {
      await cancelWithMail(ctx, row, first, ['pending', 'accepted'], { note: message });
    }
  });
}
