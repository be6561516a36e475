import type { Kysely } from 'kysely';
import { newMeetingCode } from '../../modules/meetings/meeting-code';
import type { Dialect } from '../schema';
import type { DialectMigration } from './column-types';

/**
 * One code per series (decision record 057): `meeting_series.series_code`, of the meeting codes' shape
 * and drawn by the same generator, so `/room/{seriesCode}` opens whichever occurrence is current.
 * Every series already there gets one here. The index is not unique: the part a "from this
 * occurrence on" edit splits off keeps its series' code, so the link people were given keeps working.
 */
export const seriesCodes: DialectMigration = {
  async up(db: Kysely<unknown>, _dialect: Dialect) {
    await db.schema.alterTable('meeting_series').addColumn('series_code', 'text').execute();
    await db.schema.createIndex('meeting_series_code_idx').on('meeting_series').column('series_code').execute();
    await fillSeriesCodes(db as Kysely<CodeTables>);
  },
};

interface CodeTables {
  meeting_series: { id: string; series_code: string | null; created_at: string };
  meetings: { meeting_code: string; series_id: string | null; start_time: string };
}

/** A code for every series without one, its year the series' first start's, taken by no meeting or series. */
async function fillSeriesCodes(db: Kysely<CodeTables>) {
  const series = await db
    .selectFrom('meeting_series')
    .leftJoin('meetings', 'meetings.series_id', 'meeting_series.id')
    .select(['meeting_series.id', 'meeting_series.created_at'])
    .select((eb) => eb.fn.min('meetings.start_time').as('first_start'))
    .where('meeting_series.series_code', 'is', null)
    .groupBy(['meeting_series.id', 'meeting_series.created_at'])
    .execute();
  const given = new Set<string>();
  for (const row of series) {
    const start = new Date(String(row.first_start ?? row.created_at)).toISOString();
    let code = newMeetingCode(start) as string;
    while (given.has(code) || (await taken(db, code))) code = newMeetingCode(start);
    given.add(code);
    await db.updateTable('meeting_series').set({ series_code: code }).where('id', '=', row.id).execute();
  }
}

async function taken(db: Kysely<CodeTables>, code: string): Promise<boolean> {
  const meeting = await db
    .selectFrom('meetings')
    .select('meeting_code')
    .where('meeting_code', '=', code)
    .executeTakeFirst();
  const series = await db.selectFrom('meeting_series').select('id').where('series_code', '=', code).executeTakeFirst();
  return meeting !== undefined || series !== undefined;
}
