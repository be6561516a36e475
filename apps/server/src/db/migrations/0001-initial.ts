import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/** First cut of the tables, as the product started. Landed: never edit, add a new migration. */
export const initial: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('guest'))
      .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('verified', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', t.instant, (c) => c.notNull())
      .addColumn('revoked_at', t.instant)
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('last_seen_at', t.instant)
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('otp_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', t.instant, (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', t.instant)
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('requester_ip', 'text')
      .execute();
    await db.schema.createIndex('otp_codes_email_purpose_idx').on('otp_codes').columns(['email', 'purpose']).execute();
    await db.schema.createIndex('otp_codes_ip_idx').on('otp_codes').columns(['requester_ip', 'created_at']).execute();

    await db.schema
      .createTable('meetings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('meeting_code', 'text', (c) => c.notNull().unique())
      .addColumn('room_name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('meeting_type', 'text', (c) => c.notNull().defaultTo('video'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
      .addColumn('start_time', t.instant, (c) => c.notNull())
      .addColumn('end_time', t.instant, (c) => c.notNull())
      .addColumn('started_at', t.instant)
      .addColumn('ended_at', t.instant)
      .addColumn('max_participants', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('is_public', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
      .addColumn('allow_screen_sharing', t.flag, (c) => c.notNull().defaultTo(t.flagTrue))
      .addColumn('allow_chat', t.flag, (c) => c.notNull().defaultTo(t.flagTrue))
      .addColumn('allow_recording', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
      .addColumn('require_approval', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
      .addColumn('mute_on_entry', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
      .addColumn('video_on_entry', t.flag, (c) => c.notNull().defaultTo(t.flagTrue))
      .addColumn('organizer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('meetings_organizer_idx')
      .on('meetings')
      .columns(['organizer_id', 'start_time'])
      .execute();
    await db.schema.createIndex('meetings_status_idx').on('meetings').columns(['status', 'end_time']).execute();

    await db.schema
      .createTable('invitations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('meeting_id', 'text', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('invitee_name', 'text', (c) => c.notNull())
      .addColumn('invitee_email', 'text', (c) => c.notNull())
      .addColumn('invitee_phone', 'text')
      .addColumn('personal_message', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('invited_at', t.instant, (c) => c.notNull())
      .addColumn('responded_at', t.instant)
      .addColumn('response_note', 'text')
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_sent_at', t.instant)
      .execute();
    await db.schema
      .createIndex('invitations_meeting_idx')
      .on('invitations')
      .columns(['meeting_id', 'status'])
      .execute();
    await db.schema.createIndex('invitations_email_idx').on('invitations').column('invitee_email').execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('attachments', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.instant, (c) => c.notNull())
      .addColumn('sent_at', t.instant)
      .addColumn('last_error', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('meeting_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('meeting_id', 'text', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actor', 'text')
      .addColumn('at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('meeting_events_meeting_idx')
      .on('meeting_events')
      .columns(['meeting_id', 'at'])
      .execute();
  },
};
