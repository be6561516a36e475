import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { createOutboxRepository } from '../src/modules/mail/outbox-repository';
import { createTestDatabase, testDialects, type TestDatabase } from './support/databases';
import { tempDir } from './support/test-config';
import { insertUserRow } from './support/user-rows';

const TABLES = ['users', 'sessions', 'otp_codes', 'meetings', 'invitations', 'mail_outbox', 'meeting_events'];

describe.each(testDialects)('database on %s', (dialect) => {
  const data = tempDir();
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    handle = openDatabase(testDb.config(data.dir), testDb.options);
    await testDb.migrating(() => handle.migrate());
  });
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
    data.remove();
  });

  it('creates every table of the first cut, and migrating again is a no-op', async () => {
    const tables = (await testDb.migrating(() => handle.db.introspection.getTables())).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(TABLES));
    await testDb.migrating(() => handle.migrate());
  });

  it('round-trips flags as booleans-or-0/1 and instants as the same UTC ISO strings', async () => {
    const { db } = handle;
    const at = '2026-03-01T09:30:00.000Z';
    await insertUserRow(db, { created_at: at });
    await db
      .insertInto('meetings')
      .values({
        id: 'm1',
        meeting_code: 'ABC-2026-001',
        room_name: 'room-m1',
        title: 'Plan',
        description: null,
        meeting_type: 'video',
        status: 'scheduled',
        start_time: '2026-03-02T10:00:00.000Z',
        end_time: '2026-03-02T11:00:00.000Z',
        started_at: null,
        ended_at: null,
        max_participants: 10,
        is_public: false,
        allow_screen_sharing: true,
        allow_chat: true,
        allow_recording: false,
        require_approval: true,
        mute_on_entry: false,
        video_on_entry: true,
        organizer_id: 'u1',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const meeting = await db.selectFrom('meetings').selectAll().where('id', '=', 'm1').executeTakeFirstOrThrow();
    expect(meeting.start_time).toBe('2026-03-02T10:00:00.000Z');
    expect(Boolean(meeting.is_public)).toBe(false);
    expect(Boolean(meeting.require_approval)).toBe(true);
    const later = await db
      .selectFrom('meetings')
      .select('id')
      .where('start_time', '>', '2026-03-02T09:59:59.999Z')
      .where('is_public', '=', false)
      .execute();
    expect(later).toEqual([{ id: 'm1' }]);
  });

  it('enforces foreign keys and unique e-mails', async () => {
    const { db } = handle;
    const at = new Date().toISOString();
    await expect(
      db
        .insertInto('sessions')
        .values({
          id: 's1',
          user_id: 'nobody',
          token_hash: 'h',
          expires_at: at,
          revoked_at: null,
          created_at: at,
          last_seen_at: null,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      insertUserRow(db, { id: 'u2', email: 'ada@example.test', name: 'Ada 2', verified: false, created_at: at }),
    ).rejects.toThrow();
  });

  it('lets exactly one sender claim a due outbox message, and another take it once the claim ran out', async () => {
    const outbox = createOutboxRepository(handle.db, handle.dialect);
    const now = '2026-03-01T10:00:00.000Z';
    const id = await outbox.enqueue({ to: 'x@example.test', subject: 's', text: 't' }, 'test', now);
    const claim = (by: string, at: string) =>
      outbox.claimDue({ by, now: at, until: '2026-03-01T10:02:00.000Z', limit: 10 });
    const claims = await Promise.all([
      claim('node-a', '2026-03-01T10:00:01.000Z'),
      claim('node-b', '2026-03-01T10:00:01.000Z'),
    ]);
    expect(claims.flat().map((message) => message.id)).toEqual([id]);
    expect(await claim('node-c', '2026-03-01T10:01:00.000Z')).toEqual([]);
    // The holder died: at the end of its lease the message is anyone's again.
    const [taken] = await claim('node-c', '2026-03-01T10:02:00.000Z');
    expect(taken).toMatchObject({ id, claimedUntil: '2026-03-01T10:02:00.000Z' });
    await outbox.markSent(id, 1, '2026-03-01T10:02:01.000Z');
    expect(await outbox.backlog()).toEqual({ pending: 0, oldestCreatedAt: null });
    expect(await claim('node-a', '2026-03-01T10:05:00.000Z')).toEqual([]);
  });

  it('answers a ping', async () => {
    await handle.ping();
    const result = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(Number(result.rows[0]?.one)).toBe(1);
  });
});
