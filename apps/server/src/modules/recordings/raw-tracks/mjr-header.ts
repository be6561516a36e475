import { z } from 'zod';
import { runTool } from './run-tool';

/**
 * The JSON header Janus writes at the top of every .mjr file (janus_recorder, Janus 1.1.2) when the
 * first frame arrives: `t` kind (a, v or d), `c` codec, `d` the stream's description (ours is its
 * source: camera, screen, microphone), `s` when the file was created and `u` when its first frame was
 * written, both in microseconds since the epoch.
 */
const headerSchema = z.object({
  t: z.enum(['a', 'v', 'd']),
  c: z.string(),
  d: z.string().optional(),
  s: z.number(),
  u: z.number(),
});

export interface MjrHeader {
  kind: 'audio' | 'video' | 'data';
  codec: string;
  description: string | undefined;
  /** Epoch milliseconds of the first frame written: the track's start on the meeting's clock. */
  firstFrameAt: number;
}

const KINDS = { a: 'audio', v: 'video', d: 'data' } as const;

export function parseMjrHeader(text: string): MjrHeader {
  const header = headerSchema.parse(JSON.parse(text));
  return {
    kind: KINDS[header.t],
    codec: header.c,
    description: header.d,
    firstFrameAt: Math.round(header.u / 1000),
  };
}

/** `janus-pp-rec --json` prints the header and nothing else; it fails on a file no frame reached. */
export async function readMjrHeader(ppRec: string, file: string, signal: AbortSignal): Promise<MjrHeader> {
  const { stdout } = await runTool(ppRec, ['--json', file], signal);
  return parseMjrHeader(stdout.trim());
}
