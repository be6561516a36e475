import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Cloud recording's processing jobs (decision record 033): one row per segment to compose
 * and one to finish each recording, so the work survives a restart and several nodes share it. The
 * unique key makes enqueueing idempotent (insert, ignore the conflict); a finish job has segment
 * index -1 and its segment count in `segment_count`. A node claims a job by a conditional update of
 * `status`, `claimed_by` and `lease_until`; a job whose lease ran out is anybody's again. The jobs go
 * with their recording (cascade), so a deleted recording leaves no work behind.
 */
export const recordingJobs: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('recording_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('recording_id', 'text', (c) => c.notNull().references('recordings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('segment_index', 'integer', (c) => c.notNull())
      .addColumn('segment_count', 'integer')
      .addColumn('folder', 'text')
      .addColumn('output', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('not_before', t.instant)
      .addColumn('claimed_by', 'text')
      .addColumn('lease_until', t.instant)
      .addColumn('error', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .addUniqueConstraint('recording_jobs_unique', ['recording_id', 'kind', 'segment_index'])
      .execute();
    // Every poll looks for queued jobs and expired leases, oldest first.
    await db.schema
      .createIndex('recording_jobs_status_idx')
      .on('recording_jobs')
      .columns(['status', 'created_at'])
      .execute();
  },
};
