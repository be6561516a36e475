import { calendarDetails, type PublicInvitation } from '@vm/contracts';
import { AddToCalendar } from '#web/components/calendar/add-to-calendar.tsx';
import { pageCalendarEvent } from '#web/components/calendar/calendar-choices.ts';
import { API_BASE_PATH } from '#web/config/constants.ts';
import { paths } from '#web/config/paths.ts';

/**
 * The invitee's 'Add to calendar' (docs/product.md, 'Add to calendar'): the event leads back to this
 * page, where they answer and join, with the organizer's message; the .ics is the invitation's public
 * file. Only while there is something to attend: not for a cancelled, expired or declined invitation
 * (a declined invitee is not coming; changing the answer to Accept brings it back), an ended meeting,
 * nor without the meeting's times. A series' Google link repeats from the occurrence shown (the next
 * one) to the series' last start.
 */
export function InvitationCalendar({ invitation }: { invitation: PublicInvitation }) {
  const { meeting } = invitation;
  if (!meeting || meeting.status === 'ended') return null;
  if (invitation.status === 'cancelled' || invitation.status === 'expired' || invitation.status === 'declined') {
    return null;
  }
  const link = `${window.location.origin}${paths.invitation.getHref(invitation.id)}`;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <AddToCalendar
        event={pageCalendarEvent(
          {
            title: meeting.title,
            start: meeting.startTime,
            end: meeting.endTime,
            details: calendarDetails({ description: meeting.description, message: invitation.personalMessage, link }),
            location: link,
          },
          meeting.recurrence,
          invitation.seriesLastStart,
        )}
        download={{ href: `${API_BASE_PATH}/invitations/${encodeURIComponent(invitation.id)}/calendar.ics` }}
      />
    </div>
  );
}
