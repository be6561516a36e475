import type { Readable } from 'node:stream';

/** An inclusive byte range of a stored file, as an HTTP Range request names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where composed recordings live (decision record 032). Keys are relative paths such as
 * `videos/<id>.mp4`, never absolute, so the rows stay valid when the store moves: the local disk
 * today, object storage (a bucket keyed the same way) later, behind these four calls.
 */
export interface RecordingStore {
  /** Takes the finished file at `fromPath` (a temporary file on this machine) as `key`; returns its size. */
  put(key: string, fromPath: string): Promise<number>;
  /** Reads `key` whole, or one byte range of it; rejects when there is no such file. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** The file's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Removes `key`; a file already gone is no error, so a deletion can run again. */
  delete(key: string): Promise<void>;
}

// Relative segments of letters, digits, '_', '-' and '.', none starting with a dot: nothing can
// climb out of the root or name a hidden file.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}){0,4}$/;

/** Throws unless `key` is a store key (see KEY). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a recording store key: ${JSON.stringify(key)}`);
  return key;
}

/** The key of a recording's composed MP4. */
export function videoKey(recordingId: string): string {
  return checkedKey(`videos/${recordingId}.mp4`);
}
