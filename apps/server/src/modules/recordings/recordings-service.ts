import type { Readable } from 'node:stream';
import type { GuestUser, Recording, StorageUsage } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { RequestAuth } from '#server/http/auth-guard.ts';
import { sameDigest } from '#server/lib/hashing.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { SessionService } from '../auth/session-service';
import { asMeetingId, type MeetingId, type MeetingRef } from '../meetings/meeting-ids';
import type { MeetingsService } from '../meetings/meetings-service';
import { isValidRecordingLink, sessionTag, signedRecordingLink, type RecordingLinkQuery } from './recording-link';
import { downloadFileName, toRecording } from './recording-mapper';
import type { RecordingStorage } from './recording-storage';
import type { ByteRange, RecordingStore } from './recording-store';
import type { RecordingRow } from './recording-types';
import type { RecordingsRepository } from './recordings-repository';
import type { RecordingJobs } from './jobs/recording-jobs';

export interface RecordingsServiceDeps {
  recordings: RecordingsRepository;
  /** The processing jobs: a deleted recording's jobs and raw tracks go too. */
  processing: Pick<RecordingJobs, 'discard'>;
  store: RecordingStore;
  /** Storage against the plan (recording-storage.ts). */
  storage: RecordingStorage;
  meetings: MeetingsService;
  /** A signed link lives only while the session that asked for it does. */
  sessions: Pick<SessionService, 'listLive'>;
  clock: Clock;
  secretKey: string;
  /** PUBLIC_URL or the local address: the export's links are opened outside the app. */
  baseUrl: string;
}

/** Who asks for a file: the signed-in organizer, or whoever holds a signed link. */
export type FileAccess = { user: GuestUser } | { link: RecordingLinkQuery };

/** A ready recording's file, opened by the route once it knows which bytes to send. */
export interface RecordingFile {
  size: number;
  fileName: string;
  read(range?: ByteRange): Promise<Readable>;
}

// Someone else's meeting or recording answers exactly like a missing one (docs/product.md, 'Who may see what').
const meetingNotFound = () => AppError.notFound('MEETING_NOT_FOUND', 'Meeting not found');
const recordingNotFound = () => AppError.notFound('RECORDING_NOT_FOUND', 'Recording not found');
/** Statuses whose files the processing job may still be writing or about to write. */
const UNFINISHED = ['recording', 'processing'];

export function createRecordingsService(deps: RecordingsServiceDeps) {
  const { recordings, processing, store, storage, meetings, sessions, clock, secretKey, baseUrl } = deps;
  const isReady = (row: RecordingRow) => row.status === 'ready' && row.file_path !== null;
  /** A ready recording's signed link (relative) for the session that asked, or null: nothing to fetch yet. */
  const present = (row: RecordingRow, sessionId: string) =>
    toRecording(row, isReady(row) ? signedRecordingLink(secretKey, row.id, sessionId, clock.now().getTime()) : null);
  const linkInvalid = () =>
    AppError.forbidden(
      'RECORDING_LINK_INVALID',
      'This recording link is not valid or has expired. Open the recording from its meeting page again.',
    );

  /** Whether the session a link names is one of the organizer's live sessions (not signed out, not expired). */
  async function madeByLiveSession(organizerId: string, link: RecordingLinkQuery): Promise<boolean> {
    const live = await sessions.listLive(organizerId);
    return live.some((session) => sameDigest(sessionTag(secretKey, session.id), link.session));
  }

  async function owned(user: GuestUser, id: string): Promise<RecordingRow> {
    const row = await recordings.findById(id);
    if (!row || row.organizer_id !== user.id) throw recordingNotFound();
    return row;
  }

  /** Jobs and raw tracks, the file, then the row: a deletion that fails half-way leaves a row to delete again. */
  async function remove(row: RecordingRow): Promise<void> {
    await processing.discard(row.id);
    if (row.file_path) await store.delete(row.file_path);
    await recordings.delete(row.id);
  }

  return {
    /** A meeting's recordings, newest first, to its organizer only, with links bound to this session. */
    /** The route edge: a path's meeting id or code to the meeting's id. */
    resolveMeeting: (ref: MeetingRef) => meetings.resolve(ref),

    async listForMeeting(auth: RequestAuth, meetingId: MeetingId): Promise<Recording[]> {
      const meeting = await meetings.findById(meetingId);
      if (!meeting || meeting.organizer_id !== auth.user.id) throw meetingNotFound();
      return (await recordings.listForMeeting(meeting.id)).map((row) => present(row, auth.sessionId));
    },

    /**
     * A ready recording's file. A signed link's signature is checked before the row is read, so a
     * forged one learns nothing about which recordings exist; then the session that made it must still
     * be signed in. A Bearer token must be the organizer's.
     */
    async file(id: string, access: FileAccess): Promise<RecordingFile> {
      if ('link' in access && !isValidRecordingLink(secretKey, id, access.link, clock.now().getTime())) {
        throw linkInvalid();
      }
      const row = 'user' in access ? await owned(access.user, id) : await recordings.findById(id);
      if (!row) throw recordingNotFound();
      if ('link' in access && !(await madeByLiveSession(row.organizer_id, access.link))) throw linkInvalid();
      if (row.status !== 'ready' || !row.file_path) {
        throw AppError.conflict('RECORDING_NOT_READY', 'This recording is not ready yet.');
      }
      const key = row.file_path;
      const size = await store.size(key);
      // A ready row whose file this node cannot see: a store that is not shared between nodes.
      if (size === undefined) {
        throw new AppError(503, 'RECORDING_UNAVAILABLE', 'Recording is not available on this server right now.');
      }
      const meeting = await meetings.findById(asMeetingId(row.meeting_id));
      return {
        size,
        fileName: downloadFileName(meeting?.meeting_code ?? 'meeting', row.started_at),
        read: (range) => store.open(key, range),
      };
    },

    /** Deletes a finished or failed recording, file and row; one still being made waits for its end. */
    async delete(user: GuestUser, id: string): Promise<void> {
      const row = await owned(user, id);
      if (UNFINISHED.includes(row.status)) {
        throw AppError.conflict('RECORDING_NOT_READY', 'This recording is not ready yet.');
      }
      await remove(row);
    },

    /** The signed-in user's storage: ready recordings and those in progress, against the plan's limit. */
    storageUsage(user: GuestUser): Promise<StorageUsage> {
      return storage.usage(user.id, user.plan);
    },

    /** The same for any account, by id. */
    storageUsageOf(userId: string): Promise<StorageUsage> {
      return storage.usageOf(userId);
    },

    /** Whether the account may start another recording now (recording-storage.ts has the rule). */
    storageAllowsNewRecording(userId: string): Promise<boolean> {
      return storage.allowsNewRecording(userId);
    },

    /**
     * The account's recordings for its data export. A ready one links to its meeting's page in the web
     * app, where the signed-in organizer plays and downloads it: a signed file link in an exported file
     * would outlive signing out (decision record 032).
     */
    async exportFor(userId: string): Promise<Recording[]> {
      return (await recordings.listForOrganizer(userId)).map((row) =>
        toRecording(row, isReady(row) ? `${baseUrl}/meetings/${encodeURIComponent(row.meeting_id)}` : null),
      );
    },

    /** A meeting purged 30 days after its deletion: its recordings, whatever their status, file and row. */
    async deleteAllOfMeeting(meetingId: string): Promise<number> {
      const rows = await recordings.listForMeeting(meetingId);
      for (const row of rows) await remove(row);
      return rows.length;
    },

    /** Account deletion: every recording of the account, whatever its status, file and row. */
    async deleteAllOf(userId: string): Promise<number> {
      const rows = await recordings.listForOrganizer(userId);
      for (const row of rows) await remove(row);
      return rows.length;
    },
  };
}

export type RecordingsService = ReturnType<typeof createRecordingsService>;
