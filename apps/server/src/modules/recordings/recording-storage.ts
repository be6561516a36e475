import { planSchema, recordingStorageLimitBytes, type Plan, type StorageUsage } from '@vm/contracts';
import type { UsersService } from '../auth/users-service';
import { recordingRefusals as refuse } from './recording-refusals';
import type { RecordingsRepository } from './recordings-repository';
import type { StorageLock } from './storage-lock';

/**
 * What a running recording is taken to need at least when another one asks to start: about a quarter
 * of an hour of a composed meeting (H.264 at CRF 23, some 2 Mbit/s). A recording that has just started
 * has written almost nothing, so without it two starts at the brim would both fit. One that is being
 * processed grows no more: its tracks count as they are.
 */
export const STARTING_RECORDING_BYTES = 256 * 1024 ** 2;

export interface RecordingStorageDeps {
  recordings: RecordingsRepository;
  lock: StorageLock;
  users: Pick<UsersService, 'findById'>;
  /** ENTERPRISE_STORAGE_GB. */
  enterpriseStorageGb: number;
}

/** The organizer's bytes: ready recordings' files, and what each unfinished one has recorded so far. */
interface Holdings {
  readyBytes: number;
  inProgress: Array<{ running: boolean; recordedBytes: number }>;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** What is stored now: the storage meter, and the rule a running recording is stopped by. */
const usedNow = (held: Holdings) => held.readyBytes + sum(held.inProgress.map((one) => one.recordedBytes));
/** What a new start is measured against: each running recording needs at least its starting share. */
const usedForStart = (held: Holdings) =>
  held.readyBytes +
  sum(
    held.inProgress.map((one) =>
      one.running ? Math.max(one.recordedBytes, STARTING_RECORDING_BYTES) : one.recordedBytes,
    ),
  );

/**
 * Recording storage against the plan (docs/product.md, 'Recordings'; decision record 032): ready
 * recordings by their files, recordings in progress by their raw tracks so far. A start is decided
 * under the organizer's lock, so two starts at the limit cannot both pass; a running recording that
 * reaches the limit is stopped by the recording control (`isFull`).
 */
export function createRecordingStorage(deps: RecordingStorageDeps) {
  const { recordings, lock, users, enterpriseStorageGb } = deps;
  const limitOf = (plan: string) => recordingStorageLimitBytes(planOf(plan), enterpriseStorageGb);

  async function holdings(repository: RecordingsRepository, organizerId: string): Promise<Holdings> {
    return {
      readyBytes: await repository.readyBytesOf(organizerId),
      inProgress: await repository.inProgressOf(organizerId),
    };
  }

  async function limitOfAccount(userId: string): Promise<number> {
    const user = await users.findById(userId);
    if (!user) throw new Error(`no user ${userId}`);
    return limitOf(user.plan);
  }

  async function usage(userId: string, plan: string): Promise<StorageUsage> {
    return { usedBytes: usedNow(await holdings(recordings, userId)), limitBytes: limitOf(plan) };
  }

  return {
    /** The storage meter: bytes stored now (ready and in progress) against the plan's limit. */
    usage,

    /** The same for any account, by id. */
    async usageOf(userId: string): Promise<StorageUsage> {
      const user = await users.findById(userId);
      if (!user) throw new Error(`no user ${userId}`);
      return usage(userId, user.plan);
    },

    /** Whether a recording could start now (the same rule as `whileRoomForNewRecording`, without the lock). */
    async allowsNewRecording(userId: string): Promise<boolean> {
      return usedForStart(await holdings(recordings, userId)) < (await limitOfAccount(userId));
    },

    /**
     * Runs `work` (which writes the new recording's row) under the organizer's lock, once the storage
     * leaves room for it; otherwise refuses with RECORDING_STORAGE_FULL naming the limit. `work` must use
     * only the repository it is given.
     */
    async whileRoomForNewRecording<T>(
      organizerId: string,
      work: (recordings: RecordingsRepository) => Promise<T>,
    ): Promise<T> {
      // Read before the lock: inside it (SQLite) only the locked transaction may touch the database.
      const limitBytes = await limitOfAccount(organizerId);
      return lock.exclusive(organizerId, async (locked) => {
        if (usedForStart(await holdings(locked, organizerId)) >= limitBytes) throw refuse.storageFull(limitBytes);
        return work(locked);
      });
    },

    /** Whether what the organizer stores now, running recordings included, has reached the limit. */
    async isFull(organizerId: string): Promise<boolean> {
      return usedNow(await holdings(recordings, organizerId)) >= (await limitOfAccount(organizerId));
    },
  };
}

export type RecordingStorage = ReturnType<typeof createRecordingStorage>;

function planOf(plan: string): Plan {
  const parsed = planSchema.safeParse(plan);
  return parsed.success ? parsed.data : 'free';
}
