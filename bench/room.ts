// The meeting room on the real media path: N publishers with a fake camera and microphone and M
// receive-only viewers join one room; prints the time from join to the first decoded remote frame
// (median and worst), then, while everything flows, the CPU and memory of Janus and of our server,
// with Janus's CPU per forwarded stream. Prints figures; asserts nothing. Needs the network namespace:
//   e2e/run-in-netns.sh npx tsx bench/room.ts [publishers=3] [viewers=3] [seconds=15]
import { readFileSync, readdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { startPageServer } from '../e2e/media/support/page-server';
import { createMeeting, guestJoinUrl, hostJoinUrl, signUp } from '../e2e/media/support/product-api';
import { startServer } from './support/server';

const [publishers = 3, viewers = 3, seconds = 15] = process.argv.slice(2).map(Number);
if (!Object.values(networkInterfaces()).some((list) => list?.some((a) => a.address === '127.1.0.1'))) {
  console.error('Run inside the media namespace: e2e/run-in-netns.sh npx tsx bench/room.ts');
  process.exit(1);
}

/** utime + stime in seconds and resident memory in MiB of one process, from /proc. */
function usage(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuSeconds: ticks / 100, rssMiB: rssKb / 1024 };
}

function childJanus(serverPid: number): number {
  const pid = readdirSync('/proc').find((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return stat.includes('(janus)') && stat.split(') ')[1]!.split(' ')[1] === String(serverPid);
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error('the managed Janus process was not found');
  return Number(pid);
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(p * values.length) - 1]!;

const server = await startServer({ DEFAULT_PLAN: 'enterprise', RTC_MIN_PORT: '31000', RTC_MAX_PORT: '31999' });
const pages = await startPageServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ],
});
try {
  const host = await signUp(server.baseUrl, 'Bench Host');
  const meeting = await createMeeting(server.baseUrl, host, { isPublic: true, maxParticipants: 1000 });
  const join = async (joinUrl: string, receiveOnly: boolean): Promise<Page> => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(pages.url);
    const url = new URL(joinUrl);
    const signal = `${server.baseUrl.replace('http', 'ws')}/api/VideoMeeting/rooms${url.pathname.slice(5)}/signal`;
    await page.evaluate(
      ([signalUrl, token, viewer]) => {
        const w = window as unknown as {
          room: { join(o: object): Promise<void> };
          TestClient: new (...a: string[]) => never;
        };
        w.room = new w.TestClient(signalUrl as string, token as string);
        return w.room.join({ receiveOnly: viewer });
      },
      [signal, url.hash.slice('#token='.length), receiveOnly] as const,
    );
    return page;
  };
  const people: Page[] = [await join(await hostJoinUrl(server.baseUrl, host, meeting.id), false)];
  for (let i = 1; i < publishers; i++)
    people.push(await join(await guestJoinUrl(server.baseUrl, meeting.id, `P${i}`), false));
  for (let i = 0; i < viewers; i++)
    people.push(await join(await guestJoinUrl(server.baseUrl, meeting.id, `V${i}`), true));

  const firstFrames = await Promise.all(
    people.map((page) =>
      page
        .waitForFunction(
          () => (window as unknown as { room: { firstFrameMs: number | null } }).room.firstFrameMs,
          null,
          {
            timeout: 60_000,
            polling: 100,
          },
        )
        .then((handle) => handle.jsonValue() as Promise<number>),
    ),
  );
  const janus = childJanus(server.pid);
  const before = { janus: usage(janus), server: usage(server.pid) };
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = { janus: usage(janus), server: usage(server.pid) };
  // Each publisher's microphone and camera go to everyone else.
  const forwarded = publishers * 2 * (publishers - 1 + viewers);
  const cpu = (who: 'janus' | 'server') => ((after[who].cpuSeconds - before[who].cpuSeconds) / seconds) * 100;

  console.log(`Room: ${publishers} publishers (fake camera + microphone), ${viewers} viewers, ${seconds} s measured`);
  console.log(
    `  join -> first decoded frame  median ${percentile(firstFrames, 0.5).toFixed(0)} ms  worst ${Math.max(...firstFrames).toFixed(0)} ms`,
  );
  console.log(
    `  Janus   CPU ${cpu('janus').toFixed(1)} % of a core, ${(cpu('janus') / forwarded).toFixed(2)} % per forwarded stream (${forwarded} streams), RSS ${after.janus.rssMiB.toFixed(0)} MiB`,
  );
  console.log(`  server  CPU ${cpu('server').toFixed(1)} % of a core, RSS ${after.server.rssMiB.toFixed(0)} MiB`);
  console.log('  (the browsers share the same 2 cores; figures are for comparison between runs)');
} finally {
  await browser.close();
  await pages.stop();
  await server.stop();
}
