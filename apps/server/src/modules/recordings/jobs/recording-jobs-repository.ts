import type { ExpressionBuilder, Kysely, UpdateObject } from 'kysely';
import type { Database, Dialect } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';
import { claimRows, heldBy } from '#server/lib/row-claims.ts';
import { FINISH_INDEX, type JobRow } from './job-types';

/** Queued and due, or running under a lease that ran out (its node died or lost the database). */
const takable = (now: string) => (eb: ExpressionBuilder<Database, 'recording_jobs'>) =>
  eb.or([
    eb.and([eb('status', '=', 'queued'), eb.or([eb('not_before', 'is', null), eb('not_before', '<=', now)])]),
    eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
  ]);

/** Whatever ends an attempt ends its claim. */
const unclaimed = { claimed_by: null, lease_until: null };

/**
 * The recording_jobs table (decision record 033). Every state change of a claimed job is conditional
 * on this node still holding it (heldBy), so a node that lost its lease (another took the job) changes
 * nothing.
 */
export function createRecordingJobsRepository(db: Kysely<Database>, dialect: Dialect) {
  type Changes =
    | UpdateObject<Database, 'recording_jobs'>
    | ((eb: ExpressionBuilder<Database, 'recording_jobs'>) => UpdateObject<Database, 'recording_jobs'>);
  const changeClaimed = async (id: string, by: string, changes: Changes): Promise<boolean> => {
    const result = await db
      .updateTable('recording_jobs')
      .set(changes)
      .where('id', '=', id)
      .where(heldBy(by, 'running'))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  };

  return {
    /** Queues a segment's composition; a second call for the same segment changes nothing. */
    async enqueueSegment(recordingId: string, index: number, folder: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('recording_jobs')
        .values({
          id: randomId(),
          recording_id: recordingId,
          kind: 'segment',
          segment_index: index,
          folder,
          status: 'queued',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Queues the recording's finish; a second call changes nothing. */
    async enqueueFinish(recordingId: string, segments: number, now: string): Promise<boolean> {
      const result = await db
        .insertInto('recording_jobs')
        .values({
          id: randomId(),
          recording_id: recordingId,
          kind: 'finish',
          segment_index: FINISH_INDEX,
          segment_count: segments,
          status: 'queued',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Every running job back in the queue (a lone node's start: whoever ran them is gone); how many. */
    async releaseAllRunning(now: string): Promise<number> {
      const result = await db
        .updateTable('recording_jobs')
        .set({ status: 'queued', ...unclaimed, updated_at: now })
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Jobs some node could take now, oldest first, leaving out those this node runs already. */
    candidates(now: string, running: string[], limit: number): Promise<JobRow[]> {
      let query = db.selectFrom('recording_jobs').selectAll().where(takable(now));
      if (running.length > 0) query = query.where('id', 'not in', running);
      return query.orderBy('created_at').orderBy('id').limit(limit).execute();
    },

    /**
     * Takes the job for `by` until `leaseUntil` and counts the attempt: of several nodes asking at
     * once, exactly one gets it (claimRows); the others get undefined.
     */
    async claim(id: string, by: string, now: string, leaseUntil: string): Promise<JobRow | undefined> {
      const [job] = await claimRows(db, dialect, {
        free: (trx) => trx.selectFrom('recording_jobs').select('id').where('id', '=', id).where(takable(now)),
        take: (trx, ids) =>
          trx
            .updateTable('recording_jobs')
            .set((eb) => ({
              status: 'running',
              claimed_by: by,
              lease_until: leaseUntil,
              attempts: eb('attempts', '+', 1),
              not_before: null,
              updated_at: now,
            }))
            .where('id', 'in', ids)
            .where(takable(now))
            .returningAll(),
      });
      return job;
    },

    /** Extends the lease; false when the job is no longer this node's (taken over, discarded). */
    renew: (id: string, by: string, leaseUntil: string) => changeClaimed(id, by, { lease_until: leaseUntil }),

    markDone: (id: string, by: string, output: string | null, now: string) =>
      changeClaimed(id, by, { status: 'done', output, error: null, updated_at: now, ...unclaimed }),

    /** The attempt failed and another is allowed: queued again, not before `notBefore`. */
    markRetry: (id: string, by: string, error: string, notBefore: string, now: string) =>
      changeClaimed(id, by, { status: 'queued', error, not_before: notBefore, updated_at: now, ...unclaimed }),

    markFailed: (id: string, by: string, error: string, now: string) =>
      changeClaimed(id, by, { status: 'failed', error, updated_at: now, ...unclaimed }),

    /** This node stops: the job goes back as it was, its attempt not counted, for any node to take now. */
    release: (id: string, by: string, now: string) =>
      changeClaimed(id, by, (eb) => ({
        status: 'queued',
        attempts: eb('attempts', '-', 1),
        updated_at: now,
        ...unclaimed,
      })),

    /** A queued finish job that cannot run (a segment failed) fails with it; retry queues it again. */
    async failWaitingFinish(recordingId: string, error: string, now: string): Promise<void> {
      await db
        .updateTable('recording_jobs')
        .set({ status: 'failed', error, updated_at: now, ...unclaimed })
        .where('recording_id', '=', recordingId)
        .where('kind', '=', 'finish')
        .where('status', '=', 'queued')
        .execute();
    },

    /** The recording's jobs, its segments in order and then its finish. */
    listForRecording(recordingId: string): Promise<JobRow[]> {
      return db
        .selectFrom('recording_jobs')
        .selectAll()
        .where('recording_id', '=', recordingId)
        .orderBy('segment_index')
        .execute()
        .then((rows) => [...rows.filter((r) => r.kind === 'segment'), ...rows.filter((r) => r.kind === 'finish')]);
    },

    /** The operator's retry: every failed job of the recording queued again with no attempt counted. */
    async resetFailed(recordingId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('recording_jobs')
        .set({ status: 'queued', attempts: 0, error: null, not_before: null, updated_at: now, ...unclaimed })
        .where('recording_id', '=', recordingId)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deleteForRecording(recordingId: string): Promise<void> {
      await db.deleteFrom('recording_jobs').where('recording_id', '=', recordingId).execute();
    },

    /** Recordings whose jobs last failed before `cutoff`: their raw tracks have been kept long enough. */
    async failedBefore(cutoff: string): Promise<string[]> {
      const rows = await db
        .selectFrom('recording_jobs')
        .select('recording_id')
        .where('status', '=', 'failed')
        .groupBy('recording_id')
        .having((eb) => eb.fn.max('updated_at'), '<', cutoff)
        .execute();
      return rows.map((row) => row.recording_id);
    },

    /** Jobs queued since before `before`: the sweep names those no node has taken in a long while. */
    queuedSince(before: string): Promise<JobRow[]> {
      return db
        .selectFrom('recording_jobs')
        .selectAll()
        .where('status', '=', 'queued')
        .where('updated_at', '<', before)
        .execute();
    },
  };
}

export type RecordingJobsRepository = ReturnType<typeof createRecordingJobsRepository>;
