import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MANIFEST_FILE,
  newManifest,
  stopped,
  withFeeds,
  withRoom,
  type PublishingFeed,
  type RecordingManifest,
} from './recording-manifest';

/** Where this node's media servers write recordings, as this node sees it, or why there is none. */
export type RecordingsPlace =
  | {
      dir: string;
      /**
       * Mode of each recording's folder. The managed Janus runs as our user: 0o700. An external Janus
       * is another user on another machine writing to a shared mount: group-writable with setgid, so
       * a group shared by its user and ours owns everything inside.
       */
      folderMode: number;
    }
  | { unavailable: string };

/** Why a room cannot start recording: `not-configured` (no recordings folder on this node, see
 * `reason`), `media-unavailable` (the room has no media server right now), `already-recording`. */
export class RecordingRefused extends Error {
  constructor(
    readonly code: 'not-configured' | 'media-unavailable' | 'already-recording',
    message: string,
  ) {
    super(message);
    this.name = 'RecordingRefused';
  }
}

/** Names of recording folders: they become a path segment, so nothing that could climb out of it. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * One recording of one room while it runs: its folder (made by us, before Janus writes into it, so
 * it has the owner and mode we want) and the manifest beside Janus's files, rewritten whenever a
 * publisher or stream appears. Writes are queued and atomic (a temporary file renamed), so a reader
 * never sees half a manifest.
 */
export class RoomRecording {
  #manifest: RecordingManifest;
  #writes: Promise<void> = Promise.resolve();

  private constructor(
    readonly folder: string,
    readonly startedAt: Date,
    room: number,
  ) {
    this.#manifest = newManifest(room, startedAt);
  }

  /** Makes `<dir>/<name>` (which must not exist yet) and its manifest. */
  static async begin(place: { dir: string; folderMode: number }, name: string, room: number): Promise<RoomRecording> {
    if (!NAME.test(name)) throw new Error(`unusable recording name ${JSON.stringify(name)}`);
    await fs.mkdir(place.dir, { recursive: true, mode: place.folderMode });
    const folder = path.join(place.dir, name);
    // Not recursive: an existing folder is an error, so two recordings never mix their files.
    await fs.mkdir(folder, { mode: place.folderMode });
    // mkdir's mode passes through the umask, which would drop the group bits of a shared folder.
    await fs.chmod(folder, place.folderMode);
    const recording = new RoomRecording(folder, new Date(), room);
    await recording.#write();
    return recording;
  }

  get manifest(): RecordingManifest {
    return this.#manifest;
  }

  /** Adds publishers and streams; writes the manifest only when something changed. */
  noteFeeds(feeds: readonly PublishingFeed[]): Promise<void> {
    return this.#update(withFeeds(this.#manifest, feeds));
  }

  /** A room recreated on another media server records into the same folder under a new id. */
  noteRoom(room: number): Promise<void> {
    return this.#update(withRoom(this.#manifest, room));
  }

  finish(stoppedAt = new Date()): Promise<void> {
    return this.#update(stopped(this.#manifest, stoppedAt));
  }

  #update(next: RecordingManifest): Promise<void> {
    if (JSON.stringify(next) === JSON.stringify(this.#manifest)) return this.#writes;
    this.#manifest = next;
    return this.#write();
  }

  #write(): Promise<void> {
    const text = `${JSON.stringify(this.#manifest, null, 2)}\n`;
    const target = path.join(this.folder, MANIFEST_FILE);
    const temporary = `${target}.tmp`;
    this.#writes = this.#writes
      .catch(() => {})
      .then(async () => {
        await fs.writeFile(temporary, text, { mode: 0o640 });
        await fs.rename(temporary, target);
      });
    return this.#writes;
  }
}
