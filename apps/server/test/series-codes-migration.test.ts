import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { migrationProvider } from '#server/db/migrations/index.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './support/databases';
import { tempDir } from './support/test-config';
import { insertUserRow } from './support/user-rows';

// Migration 0023 (decision record 057): series planned before series codes existed get one each,
// of the meeting codes' shape, unique, and distinct from every meeting code.

const CODE_SHAPE = /^[A-Z]{3}-\d{4}-\d{6}$/;

describe.each(testDialects)('the series code migration on %s', (dialect) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let data: ReturnType<typeof tempDir>;

  afterEach(async () => {
    await handle.close();
    await database.cleanup();
    data.remove();
  });

  it('gives every series that existed before it a unique code, the year of its first start', async () => {
    data = tempDir();
    database = await createTestDatabase(dialect);
    handle = openDatabase(database.config(data.dir), database.options);
    const migrator = new Migrator({
      db: handle.db,
      provider: migrationProvider(handle.dialect),
      ...(database.options.schema ? { migrationTableSchema: database.options.schema } : {}),
    });
    const before = await database.migrating(() => migrator.migrateTo('0022-calendar-reply-tokens'));
    expect(before.error).toBeUndefined();

    const at = '2026-11-01T10:00:00.000Z';
    await insertUserRow(handle.db, { created_at: at });
    const seriesIds = ['s1', 's2', 's3'];
    for (const [index, id] of seriesIds.entries()) {
      await handle.db
        .insertInto('meeting_series')
        .values({
          id,
          organizer_id: 'u1',
          frequency: 'daily',
          interval: 1,
          by_weekday: '',
          by_month_day: null,
          count: 2,
          until: null,
          time_zone: 'UTC',
          title: `Series ${index}`,
          description: null,
          duration_seconds: 1800,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const day of [1, 2]) {
        await handle.db
          .insertInto('meetings')
          .values({
            id: `${id}-m${day}`,
            meeting_code: `ABC-2027-00000${index * 2 + day}`,
            room_name: `room-${id}-${day}`,
            title: `Series ${index}`,
            description: null,
            meeting_type: 'video',
            status: 'scheduled',
            start_time: `2027-01-0${day}T10:00:00.000Z`,
            end_time: `2027-01-0${day}T10:30:00.000Z`,
            started_at: null,
            ended_at: null,
            max_participants: 10,
            is_public: false,
            allow_screen_sharing: true,
            allow_chat: true,
            allow_recording: false,
            require_approval: false,
            mute_on_entry: false,
            video_on_entry: true,
            organizer_id: 'u1',
            created_at: at,
            updated_at: at,
            series_id: id,
            occurrence_start: `2027-01-0${day}T10:00:00.000Z`,
          })
          .execute();
      }
    }

    await database.migrating(() => handle.migrate());
    const rows = await handle.db.selectFrom('meeting_series').select(['id', 'series_code']).execute();
    const codes = rows.map((row) => row.series_code);
    expect(rows).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE_SHAPE);
    // The year the codes carry is the series' first start's, as a meeting code carries its start's.
    expect(codes.every((code) => code!.includes('-2027-'))).toBe(true);
    expect(new Set(codes).size).toBe(3);
    const meetingCodes = (await handle.db.selectFrom('meetings').select('meeting_code').execute()).map(
      (row) => row.meeting_code,
    );
    expect(codes.filter((code) => meetingCodes.includes(code!))).toEqual([]);
  });
});
