import type { Insertable, Kysely, Updateable } from 'kysely';
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

    async statsForOrganizer(organizerId: string, monthStart: string, lastMonthStart: string) {
      const row = await db
        .selectFrom('meetings')
        .where('organizer_id', '=', organizerId)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('status', 'in', LIVE).then(1).else(0).end()).as('active'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'scheduled').then(1).else(0).end()).as('scheduled'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'ended').then(1).else(0).end()).as('completed'),
          eb.fn.sum<number>(eb.case().when('start_time', '>=', monthStart).then(1).else(0).end()).as('this_month'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('start_time', '>=', lastMonthStart), eb('start_time', '<', monthStart)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('last_month'),
        ])
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
  };
}

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
