import { recordingStatusSchema, type Recording } from '@vm/contracts';
import type { RecordingRow } from './recording-types';

/** A row as the API shows it; `downloadUrl` is made by the caller (signed, relative or absolute). */
export function toRecording(row: RecordingRow, downloadUrl: string | null): Recording {
  return {
    id: row.id,
    meetingId: row.meeting_id,
    status: recordingStatusSchema.parse(row.status),
    startedAt: row.started_at,
    endedAt: row.ended_at,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    downloadUrl,
  };
}

/** A download name that is safe in a header and on every file system: letters, digits, '-' and '.'. */
export function downloadFileName(meetingCode: string, startedAt: string): string {
  const when = startedAt.slice(0, 16).replace(/[T:]/g, '-');
  return `recording-${meetingCode}-${when}.mp4`.replace(/[^A-Za-z0-9.-]/g, '-');
}
