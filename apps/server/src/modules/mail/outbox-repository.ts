import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';
import type { MailAttachment, OutgoingMail } from './mail-types';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** What an erased message's subject reads (see eraseContent). */
export const ERASED_SUBJECT = '[content erased after delivery]';

/** Kinds whose content is a secret (sign-in and confirmation codes): erased once delivered or given up. */
export const holdsSecret = (kind: string) => kind.startsWith('otp-');

export interface OutboxMessage extends OutgoingMail {
  id: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async enqueue(mail: OutgoingMail, kind: string, now: string): Promise<string> {
      const id = randomId();
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          kind,
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
          status: 'pending',
          next_attempt_at: now,
          created_at: now,
          sender_id: mail.senderId ?? null,
        })
        .execute();
      return id;
    },

    async findDue(now: string, limit: number): Promise<OutboxMessage[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      return rows.map(toMessage);
    },

    /**
     * Takes a message for sending by pushing its next attempt to `leaseUntil`, only if nobody else did
     * first. Works on both dialects and across nodes; a sender that dies mid-send frees it at lease end.
     */
    async claim(message: OutboxMessage, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: leaseUntil })
        .where('id', '=', message.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '=', message.nextAttemptAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markSent(id: string, attempts: number, at: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: at, attempts, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Empties a message that carried a secret (a sign-in code) once it has left or been given up: the
     * code lives on only as a keyed hash, not in plain text in the outbox. The row stays, for the caps
     * that count mail.
     */
    async eraseContent(id: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ subject: ERASED_SUBJECT, text: '', html: null, attachments: null })
        .where('id', '=', id)
        .execute();
    },

    async markRetry(id: string, attempts: number, nextAttemptAt: string, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: string, attempts: number, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempts, last_error: error })
        .where('id', '=', id)
        .execute();
    },

    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** E-mails of these kinds a user caused since an instant (invitation caps). */
    async countBySenderSince(senderId: string, kinds: string[], since: string): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sender_id', '=', senderId)
        .where('kind', 'in', kinds)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findById(id: string): Promise<OutboxMessage | undefined> {
      const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toMessage(row) : undefined;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

function toMessage(row: Selectable<MailOutboxTable>): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : undefined,
    status: row.status as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    senderId: row.sender_id ?? undefined,
  };
}
