import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Cloud recording (decision record 032): one row per recording of a meeting. `file_path`
 * is the composed MP4's key in the recording store (relative to its root, so the store can move or
 * become object storage); `raw_dir` is the folder of Janus's tracks for the processing job. Sizes
 * are bigint in PostgreSQL: a long meeting's file can pass 2 GB.
 */
export const recordings: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('recordings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // No cascade: a recording's row goes only with its file, through the recordings service.
      .addColumn('meeting_id', 'text', (c) => c.notNull().references('meetings.id'))
      .addColumn('organizer_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('started_at', t.instant, (c) => c.notNull())
      .addColumn('ended_at', t.instant)
      .addColumn('duration_seconds', 'integer')
      .addColumn('size_bytes', 'bigint')
      .addColumn('file_path', 'text')
      .addColumn('raw_dir', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    // The storage sum and the account's export and deletion read by organizer; the meeting page by meeting.
    await db.schema
      .createIndex('recordings_organizer_idx')
      .on('recordings')
      .columns(['organizer_id', 'status'])
      .execute();
    await db.schema
      .createIndex('recordings_meeting_idx')
      .on('recordings')
      .columns(['meeting_id', 'started_at'])
      .execute();
  },
};
