import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, parseManifest, type RecordingManifest } from '../../media/recording-manifest';
import type { RecordedTrack, TrackSource } from '../compose/compose-types';
import { parseJanusFileName, type JanusFileName } from './janus-file-name';
import { readMjrHeader, type MjrHeader } from './mjr-header';
import { runTool } from './run-tool';

/**
 * One converted file (.webm with VP8, .opus), labelled from the manifest, exactly as the composition
 * step takes it: `startedAt` is when its first frame reached Janus (the .mjr header), in epoch
 * milliseconds. `endedAt` is left for composition to read from the file.
 */
export type RawTrack = RecordedTrack;

/** A file of the folder that gave no track, and why (no frame ever came, unknown feed, ...). */
export interface SkippedFile {
  file: string;
  reason: string;
}

export interface ConvertOptions {
  /** Where the converted files go; `<folder>/tracks` by default. */
  outputDir?: string;
  /** For all the files together; the conversion is killed and the call rejects after it. */
  timeoutMs?: number;
  /** The janus-pp-rec binary (Debian's janus-tools); found on PATH by default. */
  janusPpRec?: string;
}

/** janus-pp-rec remuxes without decoding, so this is generous for an hour-long segment. */
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

const SOURCES: readonly string[] = ['camera', 'screen', 'microphone'] satisfies TrackSource[];
const KIND_OF_SOURCE = { camera: 'video', screen: 'video', microphone: 'audio' } as const;
const EXTENSION = { video: 'webm', audio: 'opus' } as const;

/**
 * Converts every .mjr file of a recording folder (written by Janus, with our manifest.json beside
 * them) with janus-pp-rec: VP8 video into .webm, Opus audio into .opus, each labelled with its
 * participant and source and started at its first frame's wall-clock time. Files that cannot be a
 * track are listed in `skipped` rather than failing the rest; only the time limit (or a missing or
 * broken manifest) rejects.
 */
export async function convertRawTracks(
  folder: string,
  options: ConvertOptions = {},
): Promise<{ manifest: RecordingManifest; tracks: RawTrack[]; skipped: SkippedFile[] }> {
  const manifest = parseManifest(await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8'));
  const outputDir = options.outputDir ?? path.join(folder, 'tracks');
  const ppRec = options.janusPpRec ?? 'janus-pp-rec';
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  await fs.mkdir(outputDir, { recursive: true, mode: 0o750 });

  const tracks: RawTrack[] = [];
  const skipped: SkippedFile[] = [];
  const names = (await fs.readdir(folder)).filter((name) => name.endsWith('.mjr')).sort();
  for (const name of names) {
    const file = path.join(folder, name);
    const parsed = parseJanusFileName(name);
    if (!parsed) {
      skipped.push({ file, reason: 'not named as Janus names VideoRoom recordings' });
      continue;
    }
    let header: MjrHeader;
    try {
      header = await readMjrHeader(ppRec, file, signal);
    } catch (error) {
      if (signal.aborted) throw timedOut(options, error);
      // Janus writes the header with the first frame: a stream that sent nothing has none.
      skipped.push({ file, reason: `no readable header (no media?): ${(error as Error).message}` });
      continue;
    }
    const label = labelOf(manifest, parsed, header);
    if ('reason' in label) {
      skipped.push({ file, reason: label.reason });
      continue;
    }
    const output = path.join(outputDir, `${path.basename(name, '.mjr')}.${EXTENSION[label.kind]}`);
    try {
      await runTool(ppRec, [file, output], signal);
      await fs.access(output);
    } catch (error) {
      if (signal.aborted) throw timedOut(options, error);
      skipped.push({ file, reason: (error as Error).message });
      continue;
    }
    tracks.push({ file: output, ...label, startedAt: header.firstFrameAt });
  }
  return { manifest, tracks, skipped };
}

/**
 * Who and what a file is. The header's description is the source the publisher declared for that
 * m-line when Janus opened the file, so it wins; the manifest's line for the m-line index is the
 * fallback (an external Janus may not keep descriptions).
 */
export function labelOf(
  manifest: RecordingManifest,
  name: JanusFileName,
  header: Pick<MjrHeader, 'kind' | 'codec' | 'description'>,
): Omit<RawTrack, 'file' | 'startedAt'> | { reason: string } {
  if (header.kind === 'data') return { reason: 'a data channel, not media' };
  const expectedCodec = header.kind === 'video' ? 'vp8' : 'opus';
  if (header.codec !== expectedCodec) return { reason: `${header.kind} in ${header.codec}, not ${expectedCodec}` };
  const feed = manifest.feeds[name.feed];
  if (!feed) return { reason: `feed ${name.feed} is not in the manifest` };
  const declared = header.description && SOURCES.includes(header.description) ? header.description : undefined;
  const source = (declared ?? feed.streams[String(name.mindex)]?.source) as TrackSource | null | undefined;
  if (!source) return { reason: `no source known for m-line ${name.mindex} of feed ${name.feed}` };
  if (KIND_OF_SOURCE[source] !== header.kind) return { reason: `${source} recorded as ${header.kind}` };
  return { kind: header.kind, source, participantId: feed.participantId, displayName: feed.displayName };
}

function timedOut(options: ConvertOptions, cause: unknown): Error {
  return new Error(`converting the recording took longer than ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`, {
    cause,
  });
}
