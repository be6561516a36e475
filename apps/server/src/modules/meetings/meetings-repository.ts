import type { Expression, Insertable, Kysely, SqlBool, Updateable } from 'kysely';
import type { Database, MeetingsTable } from '#server/db/schema.ts';
import { applyListFilter, orderForList, type MeetingListFilter } from './meeting-list-query';
import { isMeetingCode } from './meeting-code';
import { selectMeetingRows } from './meeting-row-query';
import type { MeetingCode, MeetingId, MeetingRef } from './meeting-ids';
import type { MeetingRow } from './meeting-types';
import { writeJournal, type JournalEntry } from './meeting-journal-repository';

const LIVE = ['active', 'in_progress', 'started'];

export function createMeetingsRepository(db: Kysely<Database>) {
  const withOrganizer = () => selectMeetingRows(db);

  return {
    async insert(row: Insertable<MeetingsTable>): Promise<void> {
      await db.insertInto('meetings').values(row).execute();
    },

    async codeExists(code: MeetingCode): Promise<boolean> {
      const row = await db.selectFrom('meetings').select('id').where('meeting_code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a series already has this code (meeting and series codes share one space, decision record 057). */
    async seriesCodeExists(code: string): Promise<boolean> {
      const row = await db.selectFrom('meeting_series').select('id').where('series_code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /** Every occurrence, deleted ones too, of the series (and the parts split from it) that have this code. */
    async listBySeriesCode(code: string): Promise<MeetingRow[]> {
      return withOrganizer()
        .where('meeting_series.series_code', '=', code.toUpperCase())
        .orderBy('meetings.start_time')
        .execute();
    },

    async findById(id: MeetingId): Promise<MeetingRow | undefined> {
      return withOrganizer().where('meetings.id', '=', id).executeTakeFirst();
    },

    /** By opaque id or by human code, whichever a route was given (meetings-service.ts, `resolve`). */
    async findByRef(ref: MeetingRef): Promise<MeetingRow | undefined> {
      const query = withOrganizer();
      return isMeetingCode(ref)
        ? query.where('meetings.meeting_code', '=', ref.toUpperCase()).executeTakeFirst()
        : query.where('meetings.id', '=', ref).executeTakeFirst();
    },

    async listForOrganizer(
      organizerId: string,
      filter: MeetingListFilter,
    ): Promise<{ rows: MeetingRow[]; total: number }> {
      const mine = (query: ReturnType<typeof withOrganizer>) =>
        applyListFilter(query.where('meetings.organizer_id', '=', organizerId), filter);
      const { count } = await mine(withOrganizer())
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await orderForList(mine(withOrganizer()), filter.sort)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute();
      return { rows, total: Number(count) };
    },

    /**
     * An organizer's meetings that hold their time between `from` and `to`: not cancelled, ended or
     * deleted, overlapping the range (booking pages' busy times).
     */
    async busyForOrganizer(organizerId: string, from: string, to: string) {
      return db
        .selectFrom('meetings')
        .select(['id', 'start_time', 'end_time'])
        .where('organizer_id', '=', organizerId)
        .where('cancelled_at', 'is', null)
        .where('deleted_at', 'is', null)
        .where('status', '!=', 'ended')
        .where('start_time', '<', to)
        .where('end_time', '>', from)
        .execute();
    },

    /** Updates a meeting and writes the journal entries announcing it, in one transaction. */
    async update(id: MeetingId, changes: Updateable<MeetingsTable>, journal: readonly JournalEntry[] = []) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('meetings').set(changes).where('id', '=', id).execute();
        await writeJournal(trx, journal);
      });
    },

    /** Moves a meeting between statuses only from the expected one, so two racing requests cannot both win. */
    async transition(
      id: MeetingId,
      from: string[],
      changes: Updateable<MeetingsTable>,
      journal: readonly JournalEntry[] = [],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('meetings')
          .set(changes)
          .where('id', '=', id)
          .where('status', 'in', from)
          .executeTakeFirst();
        const moved = Number(result.numUpdatedRows) === 1;
        // The journal announces only a change that happened.
        if (moved) await writeJournal(trx, journal);
        return moved;
      });
    },

    /**
     * The dashboard's figures over the meetings not deleted. Completed and the months leave cancelled
     * meetings out (they did not and will not take place); a month counts what starts within it.
     */
    async statsForOrganizer(organizerId: string, months: { last: string; this: string; next: string }) {
      const row = await db
        .selectFrom('meetings')
        .where('organizer_id', '=', organizerId)
        .where('deleted_at', 'is', null)
        .select((eb) => {
          const held = eb('cancelled_at', 'is', null);
          const within = (from: string, to: string) =>
            eb.and([held, eb('start_time', '>=', from), eb('start_time', '<', to)]);
          const count = (condition: Expression<SqlBool>) =>
            eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end());
          return [
            eb.fn.countAll<number>().as('total'),
            count(eb('status', 'in', LIVE)).as('active'),
            count(eb('status', '=', 'scheduled')).as('scheduled'),
            count(eb.and([eb('status', '=', 'ended'), held])).as('completed'),
            count(within(months.this, months.next)).as('this_month'),
            count(within(months.last, months.this)).as('last_month'),
          ];
        })
        .executeTakeFirstOrThrow();
      return {
        totalMeetings: Number(row.total),
        activeMeetings: Number(row.active ?? 0),
        scheduledMeetings: Number(row.scheduled ?? 0),
        completedMeetings: Number(row.completed ?? 0),
        thisMonthMeetings: Number(row.this_month ?? 0),
        lastMonthMeetings: Number(row.last_month ?? 0),
      };
    },

    /** Public meetings that are live or still to come, soonest first. */
    async listPublic(now: string, limit: number): Promise<MeetingRow[]> {
      return withOrganizer()
        .where('meetings.is_public', '=', true)
        .where('meetings.status', 'in', ['scheduled', ...LIVE])
        .where('meetings.end_time', '>', now)
        .orderBy('meetings.start_time')
        .limit(limit)
        .execute();
    },

    /** Scheduled meetings whose end passed without a start: they were missed. */
    async findMissed(now: string): Promise<MeetingRow[]> {
      return withOrganizer().where('meetings.status', '=', 'scheduled').where('meetings.end_time', '<=', now).execute();
    },

    /** Meetings not ended, with reminders on, that start after `from` and no later than `to`. */
    async findToRemind(from: string, to: string): Promise<MeetingRow[]> {
      return withOrganizer()
        .where('meetings.status', 'in', ['scheduled', ...LIVE])
        .where('meetings.start_time', '>', from)
        .where('meetings.start_time', '<=', to)
        .where('meetings.reminders_enabled', '=', true)
        .execute();
    },

    /** A series' occurrences, by the start their rule gave them. */
    async listSeries(seriesId: string): Promise<MeetingRow[]> {
      return withOrganizer()
        .where('meetings.series_id', '=', seriesId)
        .orderBy('meetings.occurrence_start')
        .orderBy('meetings.start_time')
        .execute();
    },

    async findLive(): Promise<MeetingRow[]> {
      return withOrganizer().where('meetings.status', 'in', LIVE).execute();
    },

    /** The organizer's deleted meetings not purged yet ("Recently deleted"), latest deleted first. */
    async listDeleted(organizerId: string, limit: number): Promise<MeetingRow[]> {
      return withOrganizer()
        .where('meetings.organizer_id', '=', organizerId)
        .where('meetings.deleted_at', 'is not', null)
        .where('meetings.purged_at', 'is', null)
        .orderBy('meetings.deleted_at', 'desc')
        .orderBy('meetings.id')
        .limit(limit)
        .execute();
    },

    /** Deleted before `before` and not purged yet: the status job purges them. */
    async findToPurge(before: string, limit: number): Promise<MeetingRow[]> {
      return withOrganizer()
        .where('meetings.deleted_at', '<', before)
        .where('meetings.purged_at', 'is', null)
        .orderBy('meetings.deleted_at')
        .limit(limit)
        .execute();
    },

    /** Sets or clears `deleted_at` of an ended meeting not purged; false when it was not in that state. */
    async setDeleted(id: MeetingId, deletedAt: string | null, at: string): Promise<boolean> {
      const result = await db
        .updateTable('meetings')
        .set({ deleted_at: deletedAt, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'ended')
        .where('purged_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
