import { hmac, sameDigest } from '#server/lib/hashing.ts';

/** A signed link works at least this long: a long recording can be watched and sought through. */
export const RECORDING_LINK_TTL_MS = 6 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The file's path; it answers to the organizer's Bearer token, or to the signed query below. */
export function recordingFilePath(recordingId: string): string {
  return `/api/VideoMeeting/recordings/${encodeURIComponent(recordingId)}/file`;
}

/**
 * A link to one recording's file for `<video src>` and downloads, which cannot send a Bearer
 * token: `?exp=<epoch ms>&sig=<HMAC>` with the server's secret key, bound to the recording id and
 * the expiry. The expiry is rounded up to the hour, so the link stays the same across reloads of
 * the list for a while and a player is not handed a new source for the same file.
 */
export function signedRecordingLink(secretKey: string, recordingId: string, nowMs: number): string {
  const exp = Math.ceil((nowMs + RECORDING_LINK_TTL_MS) / HOUR_MS) * HOUR_MS;
  return `${recordingFilePath(recordingId)}?exp=${exp}&sig=${signature(secretKey, recordingId, String(exp))}`;
}

/** Whether `sig` is ours for this recording and `exp`, and `exp` has not passed. */
export function isValidRecordingLink(
  secretKey: string,
  recordingId: string,
  link: { exp: string; sig: string },
  nowMs: number,
): boolean {
  if (!/^\d{1,15}$/.test(link.exp) || !/^[0-9a-f]{64}$/.test(link.sig)) return false;
  if (!sameDigest(signature(secretKey, recordingId, link.exp), link.sig)) return false;
  return Number(link.exp) > nowMs;
}

function signature(secretKey: string, recordingId: string, exp: string): string {
  return hmac(secretKey, `recording-file\n${recordingId}\n${exp}`);
}
