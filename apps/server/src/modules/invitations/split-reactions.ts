import type { MeetingEventSubscriptions } from '../meetings/meeting-events';
import { withdrawExceptions } from './use-cases/invitation-delivery';
import type { InvitationsContext } from './use-cases/invitations-context';

/**
 * After a split, what withdraws the old series' exceptions the new series took over (decision record
 * 058). It subscribes after meeting-reactions.ts, so it runs once the old series' invitees got its
 * shorter calendar and the new series' invitations went out. A second delivery of the event (decision
 * record 054) sends the CANCEL again, which changes nothing in a calendar.
 */
export function followSplits(ctx: InvitationsContext, events: MeetingEventSubscriptions): void {
  events.on('series.split', async ({ fromSeriesId, withdrawn }) => {
    if (!withdrawn || withdrawn.length === 0) return;
    const earlier = (await ctx.meetings.seriesOccurrences(fromSeriesId))[0];
    if (earlier) await withdrawExceptions(ctx, earlier, withdrawn);
  });
}
