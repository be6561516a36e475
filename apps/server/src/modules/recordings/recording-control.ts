import type { FastifyBaseLogger } from 'fastify';
import {
  stageRoleFor,
  type GuestUser,
  type Recording,
  type RecordingStopReason,
  type RoomRecordingStatus,
} from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { readSignedJoinToken } from '../meetings/join-token';
import { codeReaches } from '../meetings/meeting-code';
import { planOf } from '../meetings/meeting-mapper';
import type { MeetingRow } from '../meetings/meeting-types';
import { asMeetingId, type MeetingId } from '../meetings/meeting-ids';
import type { MeetingsService } from '../meetings/meetings-service';
import { toRecording } from './recording-mapper';
import { recordingRefusals as refuse } from './recording-refusals';
import type { RecordingStorage } from './recording-storage';
import type { RecordingRow } from './recording-types';
import type { RecordingsRepository } from './recordings-repository';
import { newRecordingId, recordedBytes, segmentFolders } from './segment-folders';

/** How a recording reaches the room that records it, on this node or the room's owner node. */
export interface RoomRecordingPort {
  /** Starts the meeting's live room recording; rejects with an AppError (room empty, unavailable, already). */
  start(meetingId: string, recordingId: string): Promise<{ startedAt: Date; rawDir: string }>;
  /** Stops it (`because` tells the room why, when nobody asked); false when no live room records the meeting. */
  stop(meetingId: string, because?: RecordingStopReason): Promise<boolean>;
}

/** The processing jobs (jobs/): segments are composed as they close and joined when the recording ends. */
export interface ProcessingQueue {
  segmentClosed(recordingId: string, index: number, folder: string): Promise<void>;
  recordingStopped(recordingId: string, segments: number): Promise<void>;
}

export interface RecordingControlDeps {
  recordings: RecordingsRepository;
  /** Storage against the plan: a start's check under the organizer's lock, and a running recording's. */
  storage: Pick<RecordingStorage, 'whileRoomForNewRecording' | 'isFull'>;
  meetings: Pick<MeetingsService, 'findById' | 'resolve'>;
  processing: ProcessingQueue;
  clock: Clock;
  secretKey: string;
  log: FastifyBaseLogger;
  /** A running recording whose room has not said it is alive for this long was lost with its node. */
  unvouchedMs: number;
}

const meetingNotFound = () => AppError.notFound('MEETING_NOT_FOUND', 'Meeting not found');

/**
 * Starting and stopping cloud recording (docs/product.md, 'Recordings'; docs/decisions/034), for the API and for the
 * room's record control alike: the checks (plan, the meeting's setting, active, storage, one at a
 * time), the row, and the room that records. The room reports back (segments closed, stopped,
 * alive), and the processing jobs take it from there.
 */
export function createRecordingControl(deps: RecordingControlDeps) {
  const { recordings, storage, meetings, processing, clock, log } = deps;
  let rooms: RoomRecordingPort | undefined;
  const now = () => clock.now().toISOString();
  /** What a recording's raw tracks take so far (nothing before the room gave it a folder). */
  const bytesOf = (row: RecordingRow) => (row.raw_dir ? recordedBytes(row.raw_dir, row.id) : Promise.resolve(0));

  async function ownMeeting(user: GuestUser, meetingId: MeetingId): Promise<MeetingRow> {
    const meeting = await meetings.findById(meetingId);
    // Someone else's meeting answers exactly like a missing one (docs/product.md, 'Who may see what').
    if (!meeting || meeting.organizer_id !== user.id) throw meetingNotFound();
    return meeting;
  }

  async function startIn(meeting: MeetingRow): Promise<Recording> {
    const plan = planOf(meeting);
    if (plan === 'free') throw refuse.planRequired(plan);
    if (!meeting.allow_recording) throw refuse.notAllowed();
    if (meeting.status !== 'active') throw refuse.notActive();
    const id = newRecordingId();
    // The storage check and the row under the organizer's lock, on every node: the row counts against
    // the storage at once, so a second start at the limit sees it (decision record 032).
    const room = await storage.whileRoomForNewRecording(meeting.organizer_id, async (locked) => {
      if (await locked.findRunning(meeting.id)) throw refuse.alreadyRunning();
      if (!rooms) throw refuse.roomEmpty();
      // The row first: the room's first segment event may come back before `start` returns.
      const at = now();
      await locked.insert({
        id,
        meeting_id: meeting.id,
        organizer_id: meeting.organizer_id,
        status: 'recording',
        started_at: at,
        recorded_bytes: 0,
        created_at: at,
        updated_at: at,
      });
      return rooms;
    });
    try {
      const { startedAt, rawDir } = await room.start(meeting.id, id);
      await recordings.update(id, { started_at: startedAt.toISOString(), raw_dir: rawDir, updated_at: now() });
    } catch (error) {
      await recordings.delete(id);
      throw error;
    }
    return present(id);
  }

  async function stopIn(meeting: MeetingRow): Promise<Recording> {
    const running = await recordings.findRunning(meeting.id);
    if (!running) throw refuse.notRunning();
    // No live room records it (its node died): the segments it left are processed as they are.
    if (!(await rooms?.stop(meeting.id))) await recover(running.id);
    return present(running.id);
  }

  async function present(id: string): Promise<Recording> {
    const row = await recordings.findById(id);
    if (!row) throw AppError.notFound('RECORDING_NOT_FOUND', 'Recording not found');
    // Nothing is ready at a start or a stop: there is no file to link to yet.
    return toRecording(row, null);
  }

  /** The recording's end as its room reported it, or as `recover` found it. */
  async function stopped(recordingId: string, segments: number, stoppedAt: Date): Promise<void> {
    const row = await recordings.findById(recordingId);
    if (!row) return;
    const seconds = Math.max(0, Math.round((stoppedAt.getTime() - Date.parse(row.started_at)) / 1000));
    const changed = await recordings.updateRunning(recordingId, {
      status: 'processing',
      ended_at: stoppedAt.toISOString(),
      duration_seconds: seconds,
      updated_at: now(),
    });
    if (!changed) return;
    // Its tracks count against the storage until the MP4 is ready and counts instead. Measured once the
    // status says it stopped (the room has told everyone already), and before the finishing job, which
    // removes the folders, is queued.
    await recordings.update(recordingId, { recorded_bytes: await bytesOf(row) });
    await processing.recordingStopped(recordingId, segments);
  }

  /**
   * A running recording's heartbeat, from its room's node: it is alive, its bytes so far are measured,
   * and once they fill the organizer's storage it is stopped, the room told why. What it recorded is
   * kept (decision record 032: up to one heartbeat's worth past the limit).
   */
  async function vouch(recordingId: string): Promise<void> {
    const row = await recordings.findById(recordingId);
    if (!row || row.status !== 'recording') return;
    await recordings.updateRunning(recordingId, { recorded_bytes: await bytesOf(row), updated_at: now() });
    if (!(await storage.isFull(row.organizer_id))) return;
    log.info({ recordingId }, "recording stopped: the organizer's storage is full");
    await rooms?.stop(row.meeting_id, 'storage-full');
  }

  /**
   * A recording whose room is gone without stopping it (its node was killed): the segment folders
   * it left are closed now, in order, and the recording is processed from them.
   */
  async function recover(recordingId: string): Promise<void> {
    const row = await recordings.findById(recordingId);
    if (!row || row.status !== 'recording') return;
    const folders = row.raw_dir ? await segmentFolders(row.raw_dir, recordingId) : [];
    if (folders.length === 0) {
      await recordings.updateRunning(recordingId, {
        status: 'failed',
        ended_at: row.updated_at,
        error: 'the recording was interrupted before anything was written',
        updated_at: now(),
      });
      return;
    }
    for (const [index, folder] of folders.entries()) await processing.segmentClosed(recordingId, index, folder);
    log.warn({ recordingId, segments: folders.length }, 'recording lost its room: processing what it wrote');
    await stopped(recordingId, folders.length, new Date(row.updated_at));
  }

  return {
    /** The rooms module plugs in here once it exists (it is registered after the recordings). */
    useRooms(port: RoomRecordingPort): void {
      rooms = port;
    },

    /** POST /meetings/{id}/recording/start: the organizer only. */
    /** The route edge: a path's meeting id or code to the meeting's id. */
    resolveMeeting: meetings.resolve,

    async start(user: GuestUser, meetingId: MeetingId): Promise<Recording> {
      return startIn(await ownMeeting(user, meetingId));
    },

    /** POST /meetings/{id}/recording/stop: the organizer only. */
    async stop(user: GuestUser, meetingId: MeetingId): Promise<Recording> {
      return stopIn(await ownMeeting(user, meetingId));
    },

    /** The organizer's record control in the room (the room checked who asked). */
    async requestFromRoom(meetingId: string, organizerId: string, recording: boolean): Promise<void> {
      const meeting = await meetings.findById(asMeetingId(meetingId));
      if (!meeting || meeting.organizer_id !== organizerId) throw meetingNotFound();
      await (recording ? startIn(meeting) : stopIn(meeting));
    },

    /**
     * The pre-join screen's question: whether the meeting its join token names is recorded now, and
     * whether its holder will enter as a speaker or as the audience.
     */
    async statusForVisitor(meetingCode: string, token: string): Promise<RoomRecordingStatus> {
      // Any token this server signed for the meeting: it only tells what the room would tell them.
      const claims = readSignedJoinToken(deps.secretKey, token);
      const meeting = claims && (await meetings.findById(asMeetingId(claims.m)));
      if (!meeting || !codeReaches(meeting, meetingCode)) {
        throw meetingNotFound();
      }
      const running = await recordings.findRunning(meeting.id);
      return {
        recording: running !== undefined,
        startedAt: running?.started_at ?? null,
        // The room's own rule on the meeting's setting, as a room opening now reads it, so the pre-join
        // screen asks an audience member for no camera or microphone (decision record 044). A room
        // already open keeps the setting it opened with; the browser follows `joined` if the two differ.
        joinsAs: stageRoleFor(Boolean(meeting.large_meeting), claims.role),
        title: meeting.title,
      };
    },

    /** What rooms report (room-recorder.ts's RecordingEvents). */
    events: {
      segmentClosed: (recordingId: string, index: number, folder: string) =>
        processing.segmentClosed(recordingId, index, folder),
      stopped: (recordingId: string, ended: { segments: number; stoppedAt: Date }) =>
        stopped(recordingId, ended.segments, ended.stoppedAt),
      alive: vouch,
    },

    /** Recordings left running by a node that died: processed from the segments they wrote. */
    async recoverUnvouched(): Promise<number> {
      const before = new Date(clock.now().getTime() - deps.unvouchedMs).toISOString();
      const lost = await recordings.listUnvouched(before);
      for (const row of lost) await recover(row.id);
      return lost.length;
    },
  };
}

export type RecordingControl = ReturnType<typeof createRecordingControl>;
