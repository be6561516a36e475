/**
 * What Janus's VideoRoom (1.1.2) puts in the name of a file it records without a `filename` from us:
 * `videoroom-<room>-user-<feed>-<µs since the epoch>-<audio|video|data>-<m-line index>.mjr`
 * (janus_videoroom_recorder_create). The feed and m-line index find the file's line in our
 * manifest; the kind says which converter applies.
 */
export interface JanusFileName {
  room: string;
  feed: string;
  /** When Janus opened the file, in epoch milliseconds (not when its first frame arrived). */
  openedAt: number;
  kind: 'audio' | 'video' | 'data';
  mindex: number;
}

const PATTERN = /^videoroom-(\d+)-user-(\d+)-(\d+)-(audio|video|data)-(\d+)\.mjr$/;

/** The parts of a recording's file name, or undefined for any other file. */
export function parseJanusFileName(name: string): JanusFileName | undefined {
  const match = PATTERN.exec(name);
  if (!match) return undefined;
  const [, room, feed, micros, kind, mindex] = match;
  return {
    room: room!,
    feed: feed!,
    openedAt: Math.floor(Number(micros) / 1000),
    kind: kind as JanusFileName['kind'],
    mindex: Number(mindex),
  };
}
