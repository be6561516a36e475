import { z } from 'zod';

/** How a person came into the room: from their invitation, signed in to their account, or by the guest form. */
export const joinedViaSchema = z.enum(['invitation', 'account', 'guest']);
export type JoinedVia = z.infer<typeof joinedViaSchema>;

/** One person in a meeting's attendance (docs/product.md, 'Attendance'). */
export const attendanceEntrySchema = z.object({
  name: z.string(),
  /** Absent for a guest of a public meeting who gave only a name. */
  email: z.string().nullable(),
  joinedVia: joinedViaSchema,
  firstJoinedAt: z.iso.datetime(),
  /** When they last left; null while they are in the room. */
  lastLeftAt: z.iso.datetime().nullable(),
  /** Whole seconds in the room over every visit, up to now for someone still there. */
  secondsInRoom: z.number().int().nonnegative(),
  inRoomNow: z.boolean(),
  /** The invitation they came by, or that was sent to their account's address. */
  invitationId: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/** `GET /meetings/{id}/attendance`: who came, first arrivals first (organizer only). */
export const meetingAttendanceSchema = z.object({
  meetingId: z.string(),
  entries: z.array(attendanceEntrySchema),
});
export type MeetingAttendance = z.infer<typeof meetingAttendanceSchema>;

/** `?format=csv` answers the same list as a CSV file instead of the JSON envelope. */
export const attendanceQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
});
