import type { RecordedTrack, RecordingSegment } from './compose-types';
import { gridTiles, screenLayout, type FrameSize, type Rect } from './layout';
import type { Section, Timeline } from './timeline';

/**
 * The ffmpeg filter graphs for one segment, as text, with the input files in the order their
 * `[n:v]`/`[n:a]` references expect. Video and audio are two separate graphs (two `-filter_complex`
 * options): in one graph ffmpeg's scheduler let decoded video frames pile up while it served the
 * audio output, and memory grew with the segment's length (450 MB for 60 s at 640x360, decision
 * record 030); apart, each is pulled only as its encoder needs.
 *
 * Video is built as time-sliced sections (see timeline.ts): each section is a black background of
 * exactly its number of frames with every visible video, cut to the section's time with `trim`,
 * scaled into its tile and overlaid; `concat` joins the sections. Audio is every microphone, shifted
 * to its start with `adelay`, mixed with `amix` (normalize=0) over a silent track as long as the
 * segment, so the output always has audio and ends exactly with the video.
 */
export interface FilterGraphs {
  inputs: string[];
  /** Ends in `videoOutput`. One filter chain per line: ffmpeg accepts the newlines, and logs stay readable. */
  video: string;
  /** Ends in `audioOutput`. */
  audio: string;
  videoOutput: string;
  audioOutput: string;
}

export interface GraphSettings extends FrameSize {
  fps: number;
  nameFont: string | null;
}

export const AUDIO_SAMPLE_RATE = 48_000;
const VIDEO_OUT = '[vout]';
const AUDIO_OUT = '[aout]';

/** Seconds with at most microsecond digits: enough precision, no exponent notation. */
function seconds(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * A display name as drawtext's literal text. Two levels of ffmpeg unescaping apply (graph, then
 * option) and drawtext would expand `%{...}`; keeping letters, digits, spaces and punctuation that
 * neither level nor drawtext treats specially avoids all three. Parentheses are such punctuation and
 * stay, so 'Gül Şahin (guest)' keeps its brackets (docs/product.md, 'Recordings'); what ffmpeg does read
 * (quotes, backslash, colon, comma, semicolon, square brackets, equals, percent) is dropped. An
 * apostrophe becomes the typographic one, which needs no escaping.
 */
export function nameForDrawtext(name: string): string {
  return name
    .replace(/'/g, '\u2019')
    .replace(/[^\p{L}\p{N}\p{M} .\-_()&+!?@/\u2019]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
}

function tileChain(track: RecordedTrack, tile: Rect, settings: GraphSettings): string {
  const filters = [`scale=${tile.width}:${tile.height}:force_original_aspect_ratio=decrease:force_divisible_by=2`];
  const name = settings.nameFont ? nameForDrawtext(track.displayName) : '';
  if (settings.nameFont && name && track.source === 'camera') {
    // On the bottom edge of the picture itself, so it stays under the face whatever the tile's shape.
    const fontSize = Math.max(10, Math.round(tile.height / 14));
    filters.push(
      `drawtext=fontfile=${settings.nameFont}:expansion=none:text='${name}':fontsize=${fontSize}` +
        `:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=${Math.round(fontSize / 4)}` +
        `:x=(w-text_w)/2:y=h-text_h-${Math.round(fontSize / 2)}`,
    );
  }
  filters.push(`pad=${tile.width}:${tile.height}:(ow-iw)/2:(oh-ih)/2:color=black`);
  return filters.join(',');
}

/** Tiles of a section, screen first, paired with the tracks they show. */
function sectionTiles(section: Section, frame: FrameSize): { track: number; tile: Rect }[] {
  if (section.screen !== undefined) {
    const layout = screenLayout(section.cameras.length, frame);
    return [
      { track: section.screen, tile: layout.screen },
      ...section.cameras.map((track, index) => ({ track, tile: layout.cameras[index]! })),
    ];
  }
  if (section.cameras.length === 0) return [];
  const tiles = gridTiles(section.cameras.length, frame);
  return section.cameras.map((track, index) => ({ track, tile: tiles[index]! }));
}

function videoGraph(segment: RecordingSegment, timeline: Timeline, settings: GraphSettings, inputs: string[]) {
  const lines: string[] = [];
  const layouts = timeline.sections.map((section) => sectionTiles(section, settings));
  // Each video used anywhere is one input, split into one branch per section showing it.
  const uses = new Map<number, number>();
  for (const tiles of layouts) for (const { track } of tiles) uses.set(track, (uses.get(track) ?? 0) + 1);
  const inputOf = new Map<number, number>();
  for (const [track, count] of [...uses].sort(([a], [b]) => a - b)) {
    const input = inputs.push(segment.tracks[track]!.file) - 1;
    inputOf.set(track, input);
    const branches = Array.from({ length: count }, (_, use) => `[v${input}b${use}]`).join('');
    lines.push(`[${input}:v]setpts=PTS-STARTPTS${count > 1 ? `,split=${count}` : ''}${branches}`);
  }

  const nextBranch = new Map<number, number>();
  timeline.sections.forEach((section, index) => {
    const frames = section.endFrame - section.startFrame;
    let current = `[s${index}bg]`;
    lines.push(
      `color=c=black:s=${settings.width}x${settings.height}:r=${settings.fps},trim=end_frame=${frames}${current}`,
    );
    layouts[index]!.forEach(({ track, tile }, tileIndex) => {
      const input = inputOf.get(track)!;
      const branch = nextBranch.get(input) ?? 0;
      nextBranch.set(input, branch + 1);
      const tr = segment.tracks[track]!;
      // The section's start and end in the file's own time (it starts at the file's first frame).
      const offset = (tr.startedAt - segment.startedAt) / 1000;
      const from = section.startFrame / settings.fps - offset;
      const to = section.endFrame / settings.fps - offset;
      const trim = from > 0 ? `trim=start=${seconds(from)}:end=${seconds(to)}` : `trim=end=${seconds(to)}`;
      const tileLabel = `[s${index}t${tileIndex}]`;
      lines.push(`[v${input}b${branch}]${trim},setpts=PTS-STARTPTS,${tileChain(tr, tile, settings)}${tileLabel}`);
      const next = `[s${index}o${tileIndex}]`;
      // eof_action=repeat: a file a little shorter than its stated end freezes its last frame
      // instead of shortening the section, so later sections stay in sync with the audio.
      lines.push(`${current}${tileLabel}overlay=x=${tile.x}:y=${tile.y}:eof_action=repeat${next}`);
      current = next;
    });
    lines.push(`${current}null[s${index}]`);
  });
  const all = timeline.sections.map((_, index) => `[s${index}]`).join('');
  lines.push(`${all}concat=n=${timeline.sections.length}:v=1:a=0,format=yuv420p${VIDEO_OUT}`);
  return lines;
}

function audioGraph(segment: RecordingSegment, timeline: Timeline, settings: GraphSettings, inputs: string[]) {
  const lines: string[] = [];
  const totalMs = (timeline.totalFrames / settings.fps) * 1000;
  const samples = Math.round((timeline.totalFrames * AUDIO_SAMPLE_RATE) / settings.fps);
  // The silent bed fixes the length (amix duration=first) and guarantees an audio stream.
  lines.push(`anullsrc=r=${AUDIO_SAMPLE_RATE}:cl=stereo,atrim=end_sample=${samples}[abed]`);
  const mixed = ['[abed]'];
  for (const track of segment.tracks) {
    if (track.kind !== 'audio') continue;
    const offsetMs = Math.round(track.startedAt - segment.startedAt);
    const endMs = (track.endedAt ?? Number.POSITIVE_INFINITY) - segment.startedAt;
    if (offsetMs >= totalMs || endMs <= 0) continue;
    const input = inputs.push(track.file) - 1;
    const format = `aformat=sample_fmts=fltp:sample_rates=${AUDIO_SAMPLE_RATE}:channel_layouts=stereo`;
    // A file that began before the segment loses its head; one that began later waits its offset.
    const place =
      offsetMs >= 0
        ? `adelay=delays=${offsetMs}:all=1`
        : `atrim=start=${seconds(-offsetMs / 1000)},asetpts=PTS-STARTPTS`;
    lines.push(`[${input}:a]asetpts=PTS-STARTPTS,${format},${place}[a${input}]`);
    mixed.push(`[a${input}]`);
  }
  if (mixed.length === 1) lines.push(`[abed]anull${AUDIO_OUT}`);
  // normalize=0: amix would otherwise divide every input by the number of inputs, so one speaker
  // in a meeting of five would come out 14 dB quieter.
  else lines.push(`${mixed.join('')}amix=inputs=${mixed.length}:duration=first:normalize=0${AUDIO_OUT}`);
  return lines;
}

export function buildFilterGraphs(
  segment: RecordingSegment,
  timeline: Timeline,
  settings: GraphSettings,
): FilterGraphs {
  const inputs: string[] = [];
  const video = videoGraph(segment, timeline, settings, inputs).join(';\n');
  const audio = audioGraph(segment, timeline, settings, inputs).join(';\n');
  return { inputs, video, audio, videoOutput: VIDEO_OUT, audioOutput: AUDIO_OUT };
}
