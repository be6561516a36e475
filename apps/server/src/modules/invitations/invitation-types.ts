import type { Selectable } from 'kysely';
import type { InvitationsTable } from '#server/db/schema.ts';

export type InvitationRow = Selectable<InvitationsTable>;
/** An invitation with its meeting's title, as lists show it. */
export type InvitationWithTitle = InvitationRow & { meeting_title: string };
/** What a deleted account's invitations are addressed to instead (decision record 019). */
export interface AnonymousInvitee {
  name: string;
  email: string;
}
