import type { Selectable } from 'kysely';
import type { RecordingsTable } from '#server/db/schema.ts';

/** A recording row as the recordings module and its later job read it. */
export type RecordingRow = Selectable<RecordingsTable>;
