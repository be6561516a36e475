import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { withinSpans, type AddressSpan } from '#server/lib/address-spans.ts';
import { randomId } from '#server/lib/ids.ts';
import type { Attendee } from './attendee';

/** A conditional update lost to a concurrent one is tried again this many times. */
const UPDATE_ATTEMPTS = 5;

/**
 * Where a (re)opened visit starts counting. A second tab's join may be written after the first tab's
 * leave although it happened before it: the time up to that leave is already counted, so counting
 * starts at the leave, never earlier.
 */
function presentFrom(joinedAt: string, lastLeftAt: string | null): string {
  if (!lastLeftAt) return joinedAt;
  const left = new Date(lastLeftAt).toISOString();
  return Date.parse(left) > Date.parse(joinedAt) ? left : joinedAt;
}

/**
 * The meeting_attendance table (docs/product.md, 'Attendance'): one row per person and meeting.
 * A join opens a session and a leave closes one; time counts while at least one is open, so the
 * same person in two tabs is counted once.
 */
export function createAttendanceRepository(db: Kysely<Database>) {
  const rowOf = (meetingId: string, key: string) =>
    db
      .selectFrom('meeting_attendance')
      .selectAll()
      .where('meeting_id', '=', meetingId)
      .where('attendee_key', '=', key)
      .executeTakeFirst();

  return {
    /** Someone entered: true the first time this person entered this meeting. */
    async joined(meetingId: string, attendee: Attendee, at: string): Promise<boolean> {
      const inserted = await db
        .insertInto('meeting_attendance')
        .values({
          id: randomId(),
          meeting_id: meetingId,
          attendee_key: attendee.key,
          name: attendee.name,
          email: attendee.email,
          joined_via: attendee.via,
          user_id: attendee.userId,
          invitation_id: attendee.invitationId,
          first_joined_at: at,
          present_since: at,
          open_sessions: 1,
        })
        .onConflict((oc) => oc.columns(['meeting_id', 'attendee_key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
        const row = await rowOf(meetingId, attendee.key);
        if (!row) break;
        const result = await db
          .updateTable('meeting_attendance')
          .set({
            open_sessions: row.open_sessions + 1,
            present_since: row.present_since ?? presentFrom(at, row.last_left_at),
            name: attendee.name,
          })
          .where('id', '=', row.id)
          .where('open_sessions', '=', row.open_sessions)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) break;
      }
      return false;
    },

    /**
     * One of the person's sessions closed at `at`; when it was the last, the time from
     * `present_since` to the latest of this visit's leaves is added (two tabs' leaves may be written
     * in either order). Read, then written only if nobody changed the row meanwhile.
     */
    async left(meetingId: string, key: string, at: string): Promise<void> {
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
        const row = await rowOf(meetingId, key);
        if (!row || row.open_sessions <= 0) return;
        const last = row.open_sessions === 1;
        const since = row.present_since ? Date.parse(row.present_since) : Date.parse(at);
        // A leave written earlier in this visit (another tab's) may be the later one.
        const earlierLeave = row.last_left_at ? Date.parse(row.last_left_at) : Number.NEGATIVE_INFINITY;
        const leftAt = Math.max(Date.parse(at), earlierLeave >= since ? earlierLeave : Number.NEGATIVE_INFINITY);
        const seconds = last ? Math.max(0, Math.round((leftAt - since) / 1000)) : 0;
        const result = await db
          .updateTable('meeting_attendance')
          .set({
            open_sessions: row.open_sessions - 1,
            seconds_in_room: row.seconds_in_room + seconds,
            last_left_at: new Date(leftAt).toISOString(),
            ...(last ? { present_since: null } : {}),
          })
          .where('id', '=', row.id)
          .where('open_sessions', '=', row.open_sessions)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return;
      }
    },

    /** Everyone who entered the meeting, first arrivals first. */
    async list(meetingId: string) {
      return db
        .selectFrom('meeting_attendance')
        .selectAll()
        .where('meeting_id', '=', meetingId)
        .orderBy('first_joined_at')
        .orderBy('id')
        .execute();
    },

    /** A purged meeting's attendance goes with it. */
    async deleteForMeeting(meetingId: string): Promise<void> {
      await db.deleteFrom('meeting_attendance').where('meeting_id', '=', meetingId).execute();
    },

    /**
     * Account deletion: rows of the account, and rows a guest wrote under its addresses while they
     * were its own (decision record 019), name the deleted-user placeholder instead.
     */
    async forget(userId: string, spans: readonly AddressSpan[], replacement: { name: string; email: string }) {
      await db
        .updateTable('meeting_attendance')
        // The key names the guest's address too: it becomes the row's own id, unique as before.
        .set({ name: replacement.name, email: replacement.email, attendee_key: sql<string>`'deleted:' || id` })
        .where((eb) => eb.or([eb('user_id', '=', userId), withinSpans('email', 'first_joined_at', spans)]))
        .execute();
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
