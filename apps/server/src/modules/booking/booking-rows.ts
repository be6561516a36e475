import type { Selectable } from 'kysely';
import type {
  BookingAvailabilityTable,
  BookingHandlesTable,
  BookingsTable,
  BookingTypesTable,
} from '#server/db/schema.ts';

export type BookingHandleRow = Selectable<BookingHandlesTable>;
export type BookingTypeRow = Selectable<BookingTypesTable>;
export type AvailabilityRow = Selectable<BookingAvailabilityTable>;
export type BookingRow = Selectable<BookingsTable>;

/** A span of time that is taken, as UTC instants; `meetingId` names the meeting holding it, when one does. */
export interface BusyTime {
  start: string;
  end: string;
  meetingId?: string;
}
