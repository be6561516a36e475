import type { RecordedTrack, RecordingSegment } from './compose-types';
import { MAX_CAMERAS_BESIDE_SCREEN, MAX_GRID_CAMERAS } from './layout';

/**
 * The segment cut into sections during which the same videos are on screen. A new section starts
 * whenever a camera or screen share starts or ends; inside a section the layout is fixed. Times are
 * whole frames from the segment's start, so the sections add up to the output exactly.
 */
export interface Section {
  startFrame: number;
  /** Exclusive. */
  endFrame: number;
  /** Index into `segment.tracks` of the screen share shown large, if any. */
  screen: number | undefined;
  /** Indexes into `segment.tracks` of the cameras shown, in tile order. */
  cameras: number[];
}

export type LeftOutReason =
  'more than 9 cameras' | 'more than 4 cameras beside a screen share' | 'another screen share';

/** A video that was present but not shown for a while: the caller logs these. */
export interface LeftOutVideo {
  track: number;
  fromFrame: number;
  toFrame: number;
  reason: LeftOutReason;
}

export interface Timeline {
  totalFrames: number;
  sections: Section[];
  leftOut: LeftOutVideo[];
}

interface FrameSpan {
  track: number;
  startFrame: number;
  endFrame: number;
}

/** Milliseconds after the segment's start, as a whole frame number. */
export function msToFrame(ms: number, fps: number): number {
  return Math.round((ms * fps) / 1000);
}

/** Each video track's span in frames, clipped to the segment; tracks outside it are dropped. */
function videoSpans(segment: RecordingSegment, fps: number, totalFrames: number): FrameSpan[] {
  const clip = (frame: number) => Math.min(Math.max(frame, 0), totalFrames);
  return segment.tracks.flatMap((track, index) => {
    if (track.kind !== 'video') return [];
    const startFrame = clip(msToFrame(track.startedAt - segment.startedAt, fps));
    const endFrame = clip(msToFrame((track.endedAt ?? segment.endedAt) - segment.startedAt, fps));
    return endFrame > startFrame ? [{ track: index, startFrame, endFrame }] : [];
  });
}

/** Earliest first, so tiles keep their places while others come and go; ties by participant. */
function byJoinOrder(tracks: RecordedTrack[]) {
  return (a: number, b: number) =>
    tracks[a]!.startedAt - tracks[b]!.startedAt ||
    tracks[a]!.participantId.localeCompare(tracks[b]!.participantId) ||
    a - b;
}

export function planTimeline(segment: RecordingSegment, fps: number): Timeline {
  const totalFrames = msToFrame(segment.endedAt - segment.startedAt, fps);
  if (totalFrames <= 0) throw new RangeError('the segment ends before it starts');
  const spans = videoSpans(segment, fps, totalFrames);
  const cuts = [...new Set([0, totalFrames, ...spans.flatMap((span) => [span.startFrame, span.endFrame])])].sort(
    (a, b) => a - b,
  );
  const order = byJoinOrder(segment.tracks);
  const sections: Section[] = [];
  const leftOut: LeftOutVideo[] = [];
  const leave = (track: number, fromFrame: number, toFrame: number, reason: LeftOutReason) => {
    const previous = leftOut.find(
      (entry) => entry.track === track && entry.reason === reason && entry.toFrame === fromFrame,
    );
    if (previous) previous.toFrame = toFrame;
    else leftOut.push({ track, fromFrame, toFrame, reason });
  };

  for (let cut = 0; cut < cuts.length - 1; cut++) {
    const startFrame = cuts[cut]!;
    const endFrame = cuts[cut + 1]!;
    const present = spans
      .filter((span) => span.startFrame <= startFrame && span.endFrame >= endFrame)
      .map((span) => span.track)
      .sort(order);
    const screens = present.filter((track) => segment.tracks[track]!.source === 'screen');
    const cameras = present.filter((track) => segment.tracks[track]!.source !== 'screen');
    // The newest share is the one people are looking at; an older one still running is left out.
    const screen = screens.at(-1);
    for (const other of screens.slice(0, -1)) leave(other, startFrame, endFrame, 'another screen share');
    const room = screen === undefined ? MAX_GRID_CAMERAS : MAX_CAMERAS_BESIDE_SCREEN;
    const reason = screen === undefined ? 'more than 9 cameras' : 'more than 4 cameras beside a screen share';
    for (const hidden of cameras.slice(room)) leave(hidden, startFrame, endFrame, reason);
    const shown = cameras.slice(0, room);

    const last = sections.at(-1);
    if (last && last.screen === screen && sameList(last.cameras, shown)) last.endFrame = endFrame;
    else sections.push({ startFrame, endFrame, screen, cameras: shown });
  }
  return { totalFrames, sections, leftOut };
}

function sameList(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
