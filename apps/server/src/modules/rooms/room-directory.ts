import type { Room } from './room';

/**
 * Where a meeting's live room is. In memory for one node; a Redis-backed directory (room -> node and
 * media server) can take its place when several nodes share the load, behind the same interface.
 */
export interface RoomDirectory {
  get(meetingId: string): Room | undefined;
  set(meetingId: string, room: Room): void;
  /** Forgets the room only if it is still the one listed (a newer room may have taken its place). */
  delete(meetingId: string, room: Room): void;
  all(): Room[];
}

export class InMemoryRoomDirectory implements RoomDirectory {
  readonly #rooms = new Map<string, Room>();

  get(meetingId: string): Room | undefined {
    return this.#rooms.get(meetingId);
  }

  set(meetingId: string, room: Room): void {
    this.#rooms.set(meetingId, room);
  }

  delete(meetingId: string, room: Room): void {
    if (this.#rooms.get(meetingId) === room) this.#rooms.delete(meetingId);
  }

  all(): Room[] {
    return [...this.#rooms.values()];
  }
}
