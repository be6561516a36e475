import type { Readable } from 'node:stream';
import {
  planSchema,
  recordingStorageLimitBytes,
  type GuestUser,
  type Plan,
  type Recording,
  type StorageUsage,
} from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { UsersService } from '../auth/users-service';
import type { MeetingsService } from '../meetings/meetings-service';
import { isValidRecordingLink, signedRecordingLink } from './recording-link';
import { downloadFileName, toRecording } from './recording-mapper';
import type { ByteRange, RecordingStore } from './recording-store';
import type { RecordingRow } from './recording-types';
import type { RecordingsRepository } from './recordings-repository';
import type { RecordingJobs } from './jobs/recording-jobs';

export interface RecordingsServiceDeps {
  recordings: RecordingsRepository;
  /** The processing jobs: a deleted recording's jobs and raw tracks go too. */
  processing: Pick<RecordingJobs, 'discard'>;
  store: RecordingStore;
  meetings: MeetingsService;
  users: UsersService;
  clock: Clock;
  secretKey: string;
  /** PUBLIC_URL or the local address: the export's links are opened outside the app. */
  baseUrl: string;
  /** ENTERPRISE_STORAGE_GB. */
  enterpriseStorageGb: number;
}

/** Who asks for a file: the signed-in organizer, or whoever holds a signed link. */
export type FileAccess = { user: GuestUser } | { link: { exp: string; sig: string } };

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
  const { recordings, processing, store, meetings, users, clock, secretKey, baseUrl, enterpriseStorageGb } = deps;

  /** The signed link of a ready recording (relative), or null: there is nothing to fetch yet. */
  const linkOf = (row: RecordingRow) =>
    row.status === 'ready' && row.file_path ? signedRecordingLink(secretKey, row.id, clock.now().getTime()) : null;
  const present = (row: RecordingRow) => toRecording(row, linkOf(row));
  const limitOf = (plan: string) => recordingStorageLimitBytes(planOf(plan), enterpriseStorageGb);

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

  async function usageOf(userId: string, plan: string): Promise<StorageUsage> {
    return { usedBytes: await recordings.readyBytesOf(userId), limitBytes: limitOf(plan) };
  }

  async function usageOfAccount(userId: string): Promise<StorageUsage> {
    const user = await users.findById(userId);
    if (!user) throw new Error(`no user ${userId}`);
    return usageOf(userId, user.plan);
  }

  return {
    /** A meeting's recordings, newest first, to its organizer only. */
    async listForMeeting(user: GuestUser, meetingRef: string): Promise<Recording[]> {
      const meeting = await meetings.findByRef(meetingRef);
      if (!meeting || meeting.organizer_id !== user.id) throw meetingNotFound();
      return (await recordings.listForMeeting(meeting.id)).map(present);
    },

    /**
     * A ready recording's file. A signed link is checked before the row is read, so a forged one
     * learns nothing about which recordings exist; a Bearer token must be the organizer's.
     */
    async file(id: string, access: FileAccess): Promise<RecordingFile> {
      if ('link' in access && !isValidRecordingLink(secretKey, id, access.link, clock.now().getTime())) {
        throw AppError.forbidden(
          'RECORDING_LINK_INVALID',
          'This recording link is not valid or has expired. Open the recording from its meeting page again.',
        );
      }
      const row = 'user' in access ? await owned(access.user, id) : await recordings.findById(id);
      if (!row) throw recordingNotFound();
      if (row.status !== 'ready' || !row.file_path) {
        throw AppError.conflict('RECORDING_NOT_READY', 'This recording is not ready yet.');
      }
      const key = row.file_path;
      const size = await store.size(key);
      // A ready row whose file this node cannot see: a store that is not shared between nodes.
      if (size === undefined) {
        throw new AppError(503, 'RECORDING_UNAVAILABLE', 'Recording is not available on this server right now.');
      }
      const meeting = await meetings.findByRef(row.meeting_id);
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

    /** The signed-in user's storage: bytes of ready recordings against the plan's limit. */
    storageUsage(user: GuestUser): Promise<StorageUsage> {
      return usageOf(user.id, user.plan);
    },

    /** The same for any account, by id (the start endpoint names the limit when it refuses). */
    storageUsageOf(userId: string): Promise<StorageUsage> {
      return usageOfAccount(userId);
    },

    /** Whether the account may start another recording: its ready recordings are under the plan's limit. */
    async storageAllowsNewRecording(userId: string): Promise<boolean> {
      const { usedBytes, limitBytes } = await usageOfAccount(userId);
      return usedBytes < limitBytes;
    },

    /** The account's recordings for its data export, with absolute signed links (read outside the app). */
    async exportFor(userId: string): Promise<Recording[]> {
      return (await recordings.listForOrganizer(userId)).map((row) => {
        const link = linkOf(row);
        return toRecording(row, link ? `${baseUrl}${link}` : null);
      });
    },

    /** Account deletion: every recording of the account, whatever its status, file and row. */
    async deleteAllOf(userId: string): Promise<number> {
      const rows = await recordings.listForOrganizer(userId);
      for (const row of rows) await remove(row);
      return rows.length;
    },
  };
}

function planOf(plan: string): Plan {
  const parsed = planSchema.safeParse(plan);
  return parsed.success ? parsed.data : 'free';
}

export type RecordingsService = ReturnType<typeof createRecordingsService>;
