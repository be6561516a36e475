import type { PageSample, Participant } from './room-ui';

// Turns bench/room.ts's two snapshots into the printed figures.

/** Decoding at or above this rate counts as smooth (the bar). */
const SMOOTH_FPS = 15;

export interface Measured {
  publishers: number;
  viewers: number;
  /** Wall-clock seconds between the two snapshots. */
  seconds: number;
  settleMs: number;
  people: Participant[];
  before: PageSample[];
  after: PageSample[];
  firstFrameMs: number[];
  joinServerCpuSeconds: number;
  janus: { cpuPercent: number; rssMiB: number };
  server: { cpuPercent: number; rssMiB: number };
  chromium: { cpuPercent: number; pssMiB: number; processes: number };
  machineBusyPercent: number;
  cores: number;
  loadAverage: number[];
}

const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const count = (values: string[]) =>
  [...new Set(values)].map((value) => `${value} x${values.filter((other) => other === value).length}`).join(', ');

/** Frames per second of each remote camera this page decoded between the two samples. */
function decodeRates(before: PageSample, after: PageSample): number[] {
  const seconds = (after.at - before.at) / 1000;
  return after.inbound.flatMap((stream) => {
    const earlier = before.inbound.find((other) => other.id === stream.id);
    return earlier ? [(stream.framesDecoded - earlier.framesDecoded) / seconds] : [];
  });
}

/** Each sent video layer of this page: rid, size now, frames per second, what limits its quality. */
function sentLayers(before: PageSample, after: PageSample) {
  const seconds = (after.at - before.at) / 1000;
  return after.sent
    .map((layer) => {
      const earlier = before.sent.find((other) => other.rid === layer.rid);
      return { ...layer, fps: earlier ? (layer.framesSent - earlier.framesSent) / seconds : NaN };
    })
    .sort((a, b) => a.rid.localeCompare(b.rid));
}

function captureRate(before: PageSample, after: PageSample): number {
  const [start, end] = [before.camera?.totalFrames, after.camera?.totalFrames];
  return start != null && end != null ? (end - start) / ((after.at - before.at) / 1000) : NaN;
}

export function printReport(m: Measured): void {
  const pages = m.people.map((person, i) => ({ person, before: m.before[i]!, after: m.after[i]! }));
  const senders = pages.filter(({ person }) => !person.receiveOnly);
  const rates = pages.flatMap(({ before, after }) => decodeRates(before, after));
  const layers = senders.flatMap(({ before, after }) => sentLayers(before, after));
  const forwardedVideo = m.publishers * (m.publishers - 1 + m.viewers);
  const cameras = senders.map(({ after }) => after.camera);
  const captureSizes = cameras.map((camera) =>
    camera ? `${camera.width}x${camera.height} @ ${camera.frameRate} fps` : 'none',
  );

  console.log(
    `Room: ${m.publishers} publishers (fake camera + microphone), ${m.viewers} receive-only viewers; ` +
      `${fixed(m.seconds)} s measured, ${m.settleMs / 1000} s after every remote video flowed`,
  );
  console.log(
    `  camera: asked exactly 640x360; getSettings: ${count(captureSizes)}; delivered median ` +
      `${fixed(median(senders.map(({ before, after }) => captureRate(before, after))))} fps ` +
      `(Chromium's fake camera runs at 20 fps unless --use-fake-device-for-media-stream=fps=N)`,
  );
  console.log(
    `  'Join now' -> first decoded remote video frame, ${m.firstFrameMs.length} joins (the first to join ` +
      `has nobody to see): median ${fixed(median(m.firstFrameMs), 0)} ms, worst ${fixed(Math.max(...m.firstFrameMs), 0)} ms`,
  );
  console.log(
    `  decoding: ${rates.length} inbound video streams, fps min ${fixed(Math.min(...rates))}, median ` +
      `${fixed(median(rates))}; ${rates.filter((fps) => fps < SMOOTH_FPS).length} below ${SMOOTH_FPS} fps`,
  );
  for (const rid of [...new Set(layers.map((layer) => layer.rid))]) {
    const ofRid = layers.filter((layer) => layer.rid === rid);
    console.log(
      `  sent layer ${rid}: ${count(ofRid.map((layer) => layer.size))}; fps median ` +
        `${fixed(median(ofRid.map((layer) => layer.fps)))}, min ${fixed(Math.min(...ofRid.map((layer) => layer.fps)))}; ` +
        `limited by ${count(ofRid.map((layer) => layer.limitation))}`,
    );
  }
  console.log(`  received sizes: ${count(pages.flatMap(({ after }) => after.received)) || 'none'}`);
  console.log(
    `  Janus    CPU ${fixed(m.janus.cpuPercent)} % of one core, ${fixed(m.janus.cpuPercent / forwardedVideo, 2)} % ` +
      `per forwarded video stream (${m.publishers} x ${m.publishers - 1 + m.viewers} = ${forwardedVideo}; ` +
      `their audio included), RSS ${fixed(m.janus.rssMiB, 0)} MiB`,
  );
  console.log(
    `  server   CPU ${fixed(m.server.cpuPercent)} % of one core while media flows; ` +
      `${fixed(m.joinServerCpuSeconds * 1000, 0)} ms CPU over the ${m.people.length} joins ` +
      `(${fixed((m.joinServerCpuSeconds * 1000) / m.people.length, 0)} ms each, 'Join now' to first frame), ` +
      `RSS ${fixed(m.server.rssMiB, 0)} MiB`,
  );
  console.log(
    `  Chromium CPU ${fixed(m.chromium.cpuPercent)} % of one core (${m.people.length} pages, ` +
      `${m.chromium.processes} processes), PSS ${fixed(m.chromium.pssMiB, 0)} MiB`,
  );
  // What the machine was busy with besides these three: other people's work, and this script.
  const others = m.machineBusyPercent * m.cores - m.janus.cpuPercent - m.server.cpuPercent - m.chromium.cpuPercent;
  console.log(
    `  machine  ${fixed(m.machineBusyPercent)} % of ${m.cores} cores busy (everything else ${fixed(others)} % of ` +
      `one core); load average ` +
      `${m.loadAverage.map((load) => fixed(load, 2)).join(' ')} (1, 5, 15 min)`,
  );
  for (const { person, before, after } of pages) {
    const own = decodeRates(before, after);
    const sent = person.receiveOnly
      ? 'receive only'
      : sentLayers(before, after)
          .map((layer) => `${layer.rid} ${layer.size} ${fixed(layer.fps)} fps (${layer.limitation})`)
          .join(', ');
    console.log(
      `    ${person.name.padEnd(8)} decodes ${own.length} at min ${fixed(Math.min(...own))} / median ` +
        `${fixed(median(own))} fps; sends ${sent}`,
    );
  }
  console.log('  (Janus, our server and every Chromium page share this machine; the browsers dominate)');
}
