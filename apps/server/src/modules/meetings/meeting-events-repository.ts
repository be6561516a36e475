import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { withinSpans, type AddressSpan } from '#server/lib/address-spans.ts';
import { randomId } from '#server/lib/ids.ts';

export type MeetingEventKind = 'created' | 'updated' | 'started' | 'ended' | 'joined' | 'left';
const PRESENCE_KINDS: MeetingEventKind[] = ['joined', 'left'];

export function createMeetingEventsRepository(db: Kysely<Database>) {
  return {
    async record(meetingId: string, kind: MeetingEventKind, actor: string | null, at: string): Promise<void> {
      await db
        .insertInto('meeting_events')
        .values({ id: randomId(), meeting_id: meetingId, kind, actor, at })
        .execute();
    },

    /** Newest lifecycle events of an organizer's meetings, for the dashboard's Recent Activity. */
    async recentForOrganizer(organizerId: string, limit: number) {
      return db
        .selectFrom('meeting_events')
        .innerJoin('meetings', 'meetings.id', 'meeting_events.meeting_id')
        .select([
          'meeting_events.id',
          'meeting_events.kind',
          'meeting_events.at',
          'meetings.id as meeting_id',
          'meetings.meeting_code',
          'meetings.title',
        ])
        .where('meetings.organizer_id', '=', organizerId)
        .where('meeting_events.kind', 'in', ['created', 'started', 'ended'])
        .orderBy('meeting_events.at', 'desc')
        .orderBy('meeting_events.id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Rooms a person entered and left, whoever's meeting: signed in, by account id; as a guest, by
     * one of their addresses within their span of it (decision record 019).
     */
    async presenceOf(userId: string, spans: readonly AddressSpan[]) {
      return db
        .selectFrom('meeting_events')
        .select(['meeting_id', 'kind', 'at'])
        .where('kind', 'in', PRESENCE_KINDS)
        .where((eb) => eb.or([eb('actor', '=', userId), withinSpans('actor', 'at', spans)]))
        .orderBy('at')
        .orderBy('id')
        .execute();
    },

    /** Account deletion: rooms entered as a guest under those addresses name the placeholder instead. */
    async replaceActorWithin(spans: readonly AddressSpan[], placeholder: string): Promise<void> {
      await db
        .updateTable('meeting_events')
        .set({ actor: placeholder })
        .where(withinSpans('actor', 'at', spans))
        .execute();
    },

    /** When somebody last joined or left the room: 'empty for 10 minutes' counts from here. */
    async lastPresenceAt(meetingId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('meeting_events')
        .select('at')
        .where('meeting_id', '=', meetingId)
        .where('kind', 'in', ['joined', 'left'])
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.at;
    },
  };
}

export type MeetingEventsRepository = ReturnType<typeof createMeetingEventsRepository>;
