import type { Selectable } from 'kysely';
import type { InvitationsTable } from '#server/db/schema.ts';

export type InvitationRow = Selectable<InvitationsTable>;
/** An invitation with its meeting's title, as lists show it. */
export type InvitationWithTitle = InvitationRow & { meeting_title: string };
