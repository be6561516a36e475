import type { RoomState, Waiting } from '../room-state';
import type { Binding, Identity, LobbyPeer, MediaPrefs, RoomPeer } from '../room-types';

/** The people waiting in a room's lobby: the room state's entries and their sockets, kept in step. */
export class RoomLobby {
  readonly #peers = new Map<string, LobbyPeer>();

  constructor(private readonly state: RoomState) {}

  /** Someone starts waiting; their socket's binding names the entry until admission changes it in place. */
  add(identity: Identity, peer: RoomPeer, prefs: MediaPrefs, now: Date): Binding {
    const waiting = this.state.wait(identity, now);
    const binding: Binding = { kind: 'lobby', id: waiting.entry.id };
    this.#peers.set(waiting.entry.id, { peer, binding, prefs });
    return binding;
  }

  /** Who waits under this id, with their socket; undefined once they are let in, turned away or gone. */
  find(id: string): (LobbyPeer & { waiting: Waiting }) | undefined {
    const waiting = this.state.lobby.get(id);
    const entry = this.#peers.get(id);
    return waiting && entry ? { ...entry, waiting } : undefined;
  }

  remove(id: string): void {
    this.#peers.delete(id);
    this.state.lobby.delete(id);
  }

  peers(): RoomPeer[] {
    return [...this.#peers.values()].map((entry) => entry.peer);
  }

  clear(): void {
    this.#peers.clear();
    this.state.lobby.clear();
  }
}
