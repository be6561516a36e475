// Pure arithmetic of bench/sfu-load/stage.ts: a large meeting's audience split between the origin
// media server and an edge, and the figures of one measuring window for each side.
import { receiveFigures, type ReceiveFigures, type WorkerSample } from './figures';

/** The samples with only `names`' received streams: one side's audience. */
export function onlyPeople(samples: WorkerSample[], names: ReadonlySet<string>): WorkerSample[] {
  return samples.map((sample) => ({
    ...sample,
    people: Object.fromEntries(Object.entries(sample.people).filter(([name]) => names.has(name))),
  }));
}

/**
 * Which side each audience member lands on, in join order: the origin takes `perServer`, then the
 * edge (the speaker is not audience and takes no place). Mirrors MediaPool's capacity rule.
 */
export function sideOf(audienceIndex: number, perServer: number): 'origin' | 'edge' {
  return audienceIndex < perServer ? 'origin' : 'edge';
}

export interface SideFigures {
  audience: number;
  /** The server's Janus, % of one core over the window. */
  janusCpuPercent: number;
  /** That CPU divided by the audience it carries. */
  janusCpuPercentPerAudienceMember: number;
  receive: Omit<ReceiveFigures, 'sentMbps'>;
}

/** One side's figures over a window: its Janus CPU and what its audience received. */
export function sideFigures(
  janusCpuPercent: number,
  names: ReadonlySet<string>,
  before: WorkerSample[],
  after: WorkerSample[],
): SideFigures {
  const { sentMbps: _sent, ...receive } = receiveFigures(onlyPeople(before, names), onlyPeople(after, names));
  return {
    audience: names.size,
    janusCpuPercent,
    janusCpuPercentPerAudienceMember: names.size ? janusCpuPercent / names.size : 0,
    receive,
  };
}
