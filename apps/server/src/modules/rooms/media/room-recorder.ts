import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RecordingStopReason, RoomRecording } from '@vm/contracts';
import type { RoomMedia } from '../../media/room-media';
import { segmentName } from '../../recordings/segment-folders';
import { SerialQueue } from '../serial-queue';

/** What the recordings area hears from a room that records (implemented by the recording control). */
export interface RecordingEvents {
  /** Janus closed the files of segment `index` in `folder`: it can be composed now. */
  segmentClosed(recordingId: string, index: number, folder: string): Promise<void>;
  /** The recording ended after `segments` segments (0 .. segments-1, each already closed). */
  stopped(recordingId: string, ended: { segments: number; stoppedAt: Date }): Promise<void>;
  /** Still recording: a recording nobody vouches for is taken for one whose node died. */
  alive(recordingId: string): Promise<void>;
}

export interface RecorderSettings {
  /** A segment is closed and the next opened after this long (RECORDING_SEGMENT_SECONDS). */
  segmentMs: number;
  /** How often a running recording says it is alive. */
  heartbeatMs: number;
}

interface Running {
  id: string;
  startedAt: Date;
  index: number;
  folder: string;
  timers: NodeJS.Timeout[];
}

/**
 * One room's cloud recording (docs/product.md "Recordings", docs/decisions/034): Janus records the room into a segment
 * folder, and every `segmentMs` the segment is closed (so it can be composed at once) and the next
 * one opened, so a 24-hour meeting never makes one unbounded job. Starts, stops and segment changes
 * run one at a time. `announce` tells everyone in the room what is recorded now.
 */
export class RoomRecorder {
  #running: Running | undefined;
  readonly #steps = new SerialQueue();

  constructor(
    private readonly media: RoomMedia,
    private readonly events: RecordingEvents,
    private readonly settings: RecorderSettings,
    private readonly announce: (recording: RoomRecording, stoppedBecause?: RecordingStopReason) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** What the room tells a newcomer: the running recording's start, or null. */
  get state(): RoomRecording {
    return this.#running ? { startedAt: this.#running.startedAt.toISOString() } : null;
  }

  get recordingId(): string | undefined {
    return this.#running?.id;
  }

  /**
   * Starts recording as `recordingId`; rejects with the media module's RecordingRefused when the
   * room already records, has no media server, or this node has no recordings folder.
   */
  start(recordingId: string): Promise<{ startedAt: Date; rawDir: string }> {
    return this.#steps.run(async () => {
      const { folder, startedAt } = await this.media.startRecording({ name: segmentName(recordingId, 0) });
      const running: Running = { id: recordingId, startedAt, index: 0, folder, timers: [] };
      running.timers.push(
        setInterval(() => void this.#rotate(running), this.settings.segmentMs).unref(),
        setInterval(() => void this.#report(this.events.alive(recordingId)), this.settings.heartbeatMs).unref(),
      );
      this.#running = running;
      this.announce(this.state);
      return { startedAt, rawDir: path.dirname(folder) };
    });
  }

  /**
   * Stops the recording (the host, the API, the room closing, or the storage filling up: `because`);
   * false when nothing was recording.
   */
  stop(because?: RecordingStopReason): Promise<boolean> {
    return this.#steps.run(async () => {
      const running = this.#running;
      if (!running) return false;
      this.#finish(running);
      const stopped = await this.media.stopRecording();
      // Told once Janus has closed the files: nothing said after this is in the recording.
      this.announce(null, because);
      await this.#report(this.events.segmentClosed(running.id, running.index, running.folder));
      await this.#report(
        this.events.stopped(running.id, { segments: running.index + 1, stoppedAt: stopped?.stoppedAt ?? new Date() }),
      );
      return true;
    });
  }

  /** Closes the segment and opens the next; if the next cannot open, the recording ends there. */
  #rotate(running: Running): Promise<void> {
    return this.#steps.run(async () => {
      if (this.#running !== running) return;
      const stopped = await this.media.stopRecording();
      await this.#report(this.events.segmentClosed(running.id, running.index, running.folder));
      try {
        const next = await this.media.startRecording({ name: segmentName(running.id, running.index + 1) });
        running.index += 1;
        running.folder = next.folder;
      } catch (error) {
        this.log.error({ err: error, recordingId: running.id }, 'the next recording segment could not start');
        this.#finish(running);
        this.announce(null);
        await this.#report(
          this.events.stopped(running.id, { segments: running.index + 1, stoppedAt: stopped?.stoppedAt ?? new Date() }),
        );
      }
    });
  }

  #finish(running: Running): void {
    for (const timer of running.timers) clearInterval(timer);
    this.#running = undefined;
  }

  /** The recordings area failing must not stop the room; its own sweep finds what it missed. */
  async #report(work: Promise<void>): Promise<void> {
    await work.catch((error: unknown) => this.log.error({ err: error }, 'recording event failed'));
  }
}
