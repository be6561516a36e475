import { z } from 'zod';
import { publicMeetingSchema } from './meetings';

/**
 * What a room link (`/room/{code}`) opens now, for anyone holding it, signed in or not
 * (`GET /meetings/{code}/room`, decision record 057). The code may be a meeting's or a series' own:
 * - `open`: the meeting the link opens (a meeting code's own meeting, whatever its state; for a series
 *   code the occurrence that is live, else the next one whose join window is open), in its public view;
 * - `not-open-yet`: a series code whose next occurrence's window has not opened: that occurrence, to
 *   say when it starts;
 * - `over`: a series code with no occurrence left to join (cancelled ones are skipped).
 * `seriesCode` is the code asked for when it was a series', else null.
 */
export const roomLinkSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open'), seriesCode: z.string().nullable(), meeting: publicMeetingSchema }),
  z.object({ state: z.literal('not-open-yet'), seriesCode: z.string(), meeting: publicMeetingSchema }),
  z.object({ state: z.literal('over'), seriesCode: z.string(), title: z.string() }),
]);
export type RoomLink = z.infer<typeof roomLinkSchema>;
export type RoomLinkState = RoomLink['state'];
