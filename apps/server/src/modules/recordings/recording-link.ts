import { API_PREFIX } from '#server/http/api-routes.ts';
import { hmac, sameDigest } from '#server/lib/hashing.ts';

/** A signed link works at least this long: a long recording can be watched and sought through. */
export const RECORDING_LINK_TTL_MS = 6 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The signed query of a recording's file (decision record 032). */
export interface RecordingLinkQuery {
  exp: string;
  /** The tag of the session that asked for the link (`sessionTag`). */
  session: string;
  sig: string;
}

/** The file's path; it answers to the organizer's Bearer token, or to the signed query below. */
export function recordingFilePath(recordingId: string): string {
  return `${API_PREFIX}/recordings/${encodeURIComponent(recordingId)}/file`;
}

/**
 * Names a session in a link without showing its id: 128 bits of an HMAC with the server's secret key.
 * The file route finds the session again among the organizer's live ones, so signing it out, signing
 * out everywhere or deleting the account ends every link it made.
 */
export function sessionTag(secretKey: string, sessionId: string): string {
  return hmac(secretKey, `recording-session\n${sessionId}`).slice(0, 32);
}

/**
 * A link to one recording's file for `<video src>` and downloads, which cannot send a Bearer
 * token: `?exp=<epoch ms>&session=<tag>&sig=<HMAC>` with the server's secret key, bound to the
 * recording, the expiry and the session that asked. The expiry is rounded up to the hour, so the link
 * stays the same across reloads of the list for a while and a player is not handed a new source for
 * the same file.
 */
export function signedRecordingLink(secretKey: string, recordingId: string, sessionId: string, nowMs: number): string {
  const exp = String(Math.ceil((nowMs + RECORDING_LINK_TTL_MS) / HOUR_MS) * HOUR_MS);
  const session = sessionTag(secretKey, sessionId);
  return `${recordingFilePath(recordingId)}?exp=${exp}&session=${session}&sig=${signature(secretKey, recordingId, exp, session)}`;
}

/**
 * Whether `sig` is ours for this recording, `exp` and `session`, and `exp` has not passed. Whether the
 * session is still signed in is the caller's question (it needs the recording's organizer).
 */
export function isValidRecordingLink(
  secretKey: string,
  recordingId: string,
  link: RecordingLinkQuery,
  nowMs: number,
): boolean {
  if (!/^\d{1,15}$/.test(link.exp) || !/^[0-9a-f]{32}$/.test(link.session) || !/^[0-9a-f]{64}$/.test(link.sig)) {
    return false;
  }
  if (!sameDigest(signature(secretKey, recordingId, link.exp, link.session), link.sig)) return false;
  return Number(link.exp) > nowMs;
}

function signature(secretKey: string, recordingId: string, exp: string, session: string): string {
  return hmac(secretKey, `recording-file\n${recordingId}\n${exp}\n${session}`);
}
