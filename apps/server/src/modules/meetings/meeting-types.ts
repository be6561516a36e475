import type { Selectable } from 'kysely';
import type { MeetingsTable } from '#server/db/schema.ts';

/** A meeting row with the organizer's public details, as every reader needs them. */
export type MeetingRow = Selectable<MeetingsTable> & {
  organizer_name: string;
  organizer_email: string;
  organizer_plan: string;
};
