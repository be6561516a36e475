// The meeting room through the product's own web UI on the real media path (built app served by our
// server, its managed Janus, headless Chromium with a fake camera and microphone). N publishers and
// M receive-only viewers open /room/{code} one after another and click 'Join now'; the script prints
// the time from that click to the first decoded remote video frame (median, worst), then, while
// everything flows for the measured seconds, the decoding frame rate of every inbound video stream,
// Janus's CPU per forwarded video stream, our server's CPU and the memory of both. Prints figures;
// asserts nothing. Needs the network namespace (root) and the built web app (npm run build):
//   e2e/run-in-netns.sh npx tsx bench/room.ts [publishers=3] [viewers=0] [seconds=20]
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg, networkInterfaces } from 'node:os';
import { launchBrowser } from '../e2e/support/chromium';
import { createMeeting, hostJoinUrl, signUp } from '../e2e/media/support/product-api';
import { childJanus, cpuSeconds, machineTicks, processTree, programOf, pssMiB, rssMiB } from './support/proc-usage';
import { printReport, type Measured } from './support/room-report';
import { joinAsGuest, joinNow, joinToFirstFrameMs, openRoomPage, sample, type Participant } from './support/room-ui';
import { startServer } from './support/server';

const [publishers = 3, viewers = 0, seconds = 20] = process.argv.slice(2).map(Number);
// After the last join: the senders' bandwidth estimate needs a few seconds to reach the full
// simulcast layer, and a new subscriber's first seconds include the keyframe wait.
const SETTLE_MS = 5_000;
const FIRST_FRAME_TIMEOUT_MS = 90_000;

if (!(publishers >= 1 && viewers >= 0 && publishers + viewers >= 2 && seconds > 0)) {
  console.error('usage: bench/room.ts <publishers >= 1> <viewers >= 0> <seconds>, at least 2 people');
  process.exit(2);
}
if (!Object.values(networkInterfaces()).some((list) => list?.some((a) => a.address === '127.1.0.1'))) {
  console.error('Run inside the media namespace: e2e/run-in-netns.sh npx tsx bench/room.ts');
  process.exit(1);
}
if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.error("Build the web app first: 'npm run build'");
  process.exit(1);
}

const server = await startServer({ DEFAULT_PLAN: 'enterprise', RTC_MIN_PORT: '31000', RTC_MAX_PORT: '31999' });
const browser = await launchBrowser({ fakeMedia: true });
try {
  const host = await signUp(server, 'P0 Host');
  const meeting = await createMeeting(server.baseUrl, host, { isPublic: true, maxParticipants: 1000 });
  // The organizer arrives by their join link (/room/{code}#token=...); everyone else as a guest
  // through the room's guest form. The link is relative to the product.
  const hostLink = new URL(await hostJoinUrl(server.baseUrl, host, meeting.id), server.baseUrl);
  const cast = [
    ...Array.from({ length: publishers }, (_, i) => ({ name: i === 0 ? 'P0 Host' : `P${i}`, receiveOnly: false })),
    ...Array.from({ length: viewers }, (_, i) => ({ name: `V${i}`, receiveOnly: true })),
  ];

  const people: Participant[] = [];
  const firstFrameMs: number[] = [];
  let joinServerCpu = 0;
  for (const [index, who] of cast.entries()) {
    const path = index === 0 ? hostLink.pathname + hostLink.hash : `/room/${meeting.meetingId}`;
    const person = await openRoomPage(browser, server.baseUrl, path, who);
    people.push(person);
    if (index > 0) await joinAsGuest(person);
    // One join at a time, each measured until its first remote frame, so joins do not overlap.
    const cpuBefore = cpuSeconds([server.pid]);
    await joinNow(person);
    // The first to join has nobody to see yet.
    if (index > 0) firstFrameMs.push(await joinToFirstFrameMs(person, FIRST_FRAME_TIMEOUT_MS));
    joinServerCpu += cpuSeconds([server.pid]) - cpuBefore;
  }
  await waitUntilAllVideoFlows(people, publishers);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  const janus = childJanus(server.pid);
  if (janus === undefined) throw new Error('the managed Janus process was not found');
  // Every Chromium process below this script (the browser, its zygotes, renderers, GPU and
  // utility processes); taken once, as the set stays the same while nobody joins or leaves.
  const chromium = processTree(process.pid).filter((pid) => programOf(pid).includes('chromium'));
  const snapshot = async () => ({
    janus: cpuSeconds([janus]),
    server: cpuSeconds([server.pid]),
    chromium: cpuSeconds(chromium),
    machine: machineTicks(),
    at: performance.now(),
    pages: await Promise.all(people.map(sample)),
  });
  const before = await snapshot();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = await snapshot();
  // A media server restart in between (it happens: see the server's warnings) voids the figures.
  if (childJanus(server.pid) !== janus) console.log('  !! Janus restarted while measuring: these figures are void');
  const wall = (after.at - before.at) / 1000;
  const percent = (who: 'janus' | 'server' | 'chromium') => ((after[who] - before[who]) / wall) * 100;

  const measured: Measured = {
    publishers,
    viewers,
    seconds: wall,
    settleMs: SETTLE_MS,
    people,
    before: before.pages,
    after: after.pages,
    firstFrameMs,
    joinServerCpuSeconds: joinServerCpu,
    janus: { cpuPercent: percent('janus'), rssMiB: rssMiB(janus) },
    server: { cpuPercent: percent('server'), rssMiB: rssMiB(server.pid) },
    chromium: { cpuPercent: percent('chromium'), pssMiB: pssMiB(chromium), processes: chromium.length },
    machineBusyPercent:
      ((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) * 100,
    cores: availableParallelism(),
    loadAverage: loadavg(),
  };
  printReport(measured);
} finally {
  await browser.close();
  await server.stop();
}

/** Until every page decodes every remote camera it should: all publishers but itself. */
async function waitUntilAllVideoFlows(people: Participant[], publisherCount: number): Promise<void> {
  const deadline = Date.now() + FIRST_FRAME_TIMEOUT_MS;
  for (;;) {
    const samples = await Promise.all(people.map(sample));
    const short = people.filter((person, i) => {
      const expected = publisherCount - (person.receiveOnly ? 0 : 1);
      return samples[i]!.inbound.filter((stream) => stream.framesDecoded > 0).length < expected;
    });
    if (short.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`video from every publisher never reached ${short.map((person) => person.name).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
