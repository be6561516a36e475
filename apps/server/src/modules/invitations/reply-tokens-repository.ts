import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** The invitations' calendar reply tokens (migration 0022): a digest to find one, a sealed copy to name it again. */
export function createReplyTokensRepository(db: Kysely<Database>) {
  return {
    async findByInvitation(invitationId: string) {
      return db
        .selectFrom('invitation_reply_tokens')
        .selectAll()
        .where('invitation_id', '=', invitationId)
        .executeTakeFirst();
    },

    /** The invitation whose token has this digest, if any. */
    async invitationIdByDigest(digest: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('invitation_reply_tokens')
        .select('invitation_id')
        .where('token_digest', '=', digest)
        .executeTakeFirst();
      return row?.invitation_id;
    },

    /**
     * Keeps this token for the invitation unless one is there already (two mails built at once keep the
     * first); `replace` swaps one that no longer opens (SECRET_KEY changed). Callers read the row back.
     */
    async keep(row: { invitation_id: string; token_digest: string; sealed_token: string; created_at: string }) {
      await db
        .insertInto('invitation_reply_tokens')
        .values(row)
        .onConflict((conflict) => conflict.column('invitation_id').doNothing())
        .execute();
    },

    async replace(invitationId: string, staleSealed: string, row: { token_digest: string; sealed_token: string }) {
      await db
        .updateTable('invitation_reply_tokens')
        .set(row)
        .where('invitation_id', '=', invitationId)
        .where('sealed_token', '=', staleSealed)
        .execute();
    },
  };
}

export type ReplyTokensRepository = ReturnType<typeof createReplyTokensRepository>;
