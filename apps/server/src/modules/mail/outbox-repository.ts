import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, Dialect, MailOutboxTable } from '#server/db/schema.ts';
import { withinSpans, type AddressSpan } from '#server/lib/address-spans.ts';
import { randomId } from '#server/lib/ids.ts';
import { claimRows, heldBy } from '#server/lib/row-claims.ts';
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
  /** The end of the current sender's lease on it, while one holds it. */
  claimedUntil: string | null;
}

/** Who claims due messages, and until when (OutboxRepository.claimDue). */
export interface OutboxClaim {
  by: string;
  now: string;
  until: string;
  limit: number;
}

/** Pending, due, and nobody's claim on it still running. */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.and([
    eb('status', '=', 'pending'),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
  ]);

/** Whatever ends an attempt also ends its claim. */
const unclaimed = { claimed_by: null, claimed_until: null };

export function createOutboxRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Queues a message; under a given `id` only once (a second insert with it does nothing). */
    async enqueue(mail: OutgoingMail, kind: string, now: string, givenId?: string): Promise<string> {
      const id = givenId ?? randomId();
      const insert = db.insertInto('mail_outbox').values({
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
      });
      await (givenId ? insert.onConflict((conflict) => conflict.column('id').doNothing()) : insert).execute();
      return id;
    },

    /**
     * Takes up to `limit` due messages for one sender until `until`; each message goes to exactly one
     * of the nodes asking at once (decision record 027, claimRows).
     */
    async claimDue(claim: OutboxClaim): Promise<OutboxMessage[]> {
      const rows = await claimRows(db, dialect, {
        free: (trx) =>
          trx
            .selectFrom('mail_outbox')
            .select('id')
            .where(claimable(claim.now))
            .orderBy('next_attempt_at')
            .limit(claim.limit),
        take: (trx, ids) =>
          trx
            .updateTable('mail_outbox')
            .set({ claimed_by: claim.by, claimed_until: claim.until })
            .where('id', 'in', ids)
            .where(claimable(claim.now))
            .returningAll(),
      });
      return rows.map(toMessage).sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
    },

    /** Hands claimed messages back at once (a sender stopping, or short of lease): the next pass takes them. */
    async releaseClaims(ids: string[], by: string): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('mail_outbox').set(unclaimed).where('id', 'in', ids).where(heldBy(by, 'pending')).execute();
    },

    async markSent(id: string, attempts: number, at: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: at, attempts, last_error: null, ...unclaimed })
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
        .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error, ...unclaimed })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: string, attempts: number, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempts, last_error: error, ...unclaimed })
        .where('id', '=', id)
        .execute();
    },

    async countPending(): Promise<number> {
      return (await this.backlog()).pending;
    },

    /** Messages waiting to leave and when the oldest of them was queued (health, metrics). */
    async backlog(): Promise<{ pending: number; oldestCreatedAt: string | null }> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return { pending: Number(row.count), oldestCreatedAt: row.oldest ?? null };
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

    /** The mail to an account's addresses within its spans (decision record 019): what and when, no body. */
    async listTo(spans: readonly AddressSpan[]) {
      return db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient', 'subject', 'status', 'created_at', 'sent_at'])
        .where(withinSpans('recipient', 'created_at', spans))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Account deletion: that mail goes, sent, failed or still waiting. The ids deleted. */
    async deleteTo(spans: readonly AddressSpan[]): Promise<string[]> {
      const rows = await db
        .deleteFrom('mail_outbox')
        .where(withinSpans('recipient', 'created_at', spans))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
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
    claimedUntil: row.claimed_until,
  };
}
