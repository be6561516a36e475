import { z } from 'zod';
import type { Plan } from './common';
import { stageRoleSchema } from './signaling';

/**
 * A recording's life: `recording` while Janus writes, `processing` while the job composes the MP4,
 * then `ready` (playable, counted against storage) or `failed` (docs/product.md, 'Recordings').
 */
export const recordingStatusSchema = z.enum(['recording', 'processing', 'ready', 'failed']);
export type RecordingStatus = z.infer<typeof recordingStatusSchema>;

/**
 * A recording as the API returns it (docs/product.md, 'Calls'). `downloadUrl` is a relative signed link to the
 * MP4, good for a few hours and while the session that asked stays signed in (for `<video src>` and
 * downloads); null until the recording is ready. The account export gives the meeting's page instead.
 */
export const recordingSchema = z.object({
  id: z.string(),
  /** The meeting's opaque id. */
  meetingId: z.string(),
  status: recordingStatusSchema,
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  durationSeconds: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  downloadUrl: z.string().nullable(),
});
export type Recording = z.infer<typeof recordingSchema>;

/** The signed-in user's recording storage: ready recordings' sizes against the plan's limit. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  limitBytes: z.number().int(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/**
 * Whether a meeting is being recorded, for the pre-join screen (docs/product.md, 'Recordings': people are
 * told before they enter), and how this person will enter it. Asked with the visitor's join token, so it tells nothing
 * to someone who may not join.
 */
export const roomRecordingStatusRequestSchema = z.object({ token: z.string().min(1).max(4096) });
export type RoomRecordingStatusRequest = z.infer<typeof roomRecordingStatusRequestSchema>;
export const roomRecordingStatusSchema = z.object({
  recording: z.boolean(),
  /** When the running recording started; null when nothing is recorded. */
  startedAt: z.iso.datetime().nullable(),
  /**
   * Where the room will put this token's holder (decision record 044): `audience` in a large
   * meeting for everyone but the organizer, who publishes nothing and needs no camera or microphone;
   * `speaker` otherwise. From the meeting's setting, as a room opening now reads it. Always sent;
   * optional so a client still reads the recording status from a server that predates it.
   */
  joinsAs: stageRoleSchema.optional(),
  /**
   * The meeting's title, which the pre-join screen shows beside its code (docs/product.md, 'Meeting room'): the
   * token's holder sees it in the room anyway. Always sent; optional for a server that predates it.
   */
  title: z.string().optional(),
});
export type RoomRecordingStatus = z.infer<typeof roomRecordingStatusSchema>;
export const meetingCodeParamsSchema = z.object({ meetingCode: z.string().trim().min(1).max(32) });

export const recordingRefParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * The signed link's query: expiry in epoch milliseconds, the tag of the session that made the link
 * (decision record 032: signing that session out ends the link) and the HMAC (hex). All absent with a
 * Bearer token.
 */
export const recordingFileQuerySchema = z.object({
  exp: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  session: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  sig: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** `download=1` asks for `Content-Disposition: attachment`; otherwise the browser may play it inline. */
  download: z.enum(['0', '1']).optional(),
});
export type RecordingFileQuery = z.infer<typeof recordingFileQuerySchema>;

const GB = 1024 ** 3;

/**
 * Recording storage of Free and Pro as the pricing page sells it (docs/product.md, 'Plans');
 * Enterprise's is a server setting (ENTERPRISE_STORAGE_GB), so the server passes it in.
 */
export function recordingStorageLimitBytes(plan: Plan, enterpriseGb: number): number {
  if (plan === 'pro') return 100 * GB;
  if (plan === 'enterprise') return Math.floor(enterpriseGb * GB);
  return 1 * GB;
}
