// A CPU profile of one dashboard load (BENCH_PROFILE=file.cpuprofile with bench/dashboard-load.ts), taken
// with Chromium's own profiler over CDP, and a summary of where the main thread's time went: by file,
// by function, and by 100 ms window from the start of the navigation. The file opens in Chromium's
// DevTools (Performance panel, 'Load profile') for the full picture.
import fs from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface RunningProfile {
  stop(file: string): Promise<string>;
}

/** Starts the profiler of `page` (before its navigation) with 0.2 ms samples. */
export async function startProfile(page: Page): Promise<RunningProfile> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async stop(file) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      await cdp.detach();
      fs.writeFileSync(file, JSON.stringify(profile));
      return summarize(profile);
    },
  };
}

const fileOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

/** Self time by file and by function, and the busiest function of each 100 ms window, as text. */
function summarize(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const windows: Map<string, number>[] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    at += profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const file = fileOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFile.set(file, (byFile.get(file) ?? 0) + delta);
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    const window = Math.floor((at - profile.startTime) / 100_000);
    windows[window] ??= new Map();
    windows[window].set(file, (windows[window].get(file) ?? 0) + delta);
  });
  const ms = (us: number) => (us / 1000).toFixed(1).padStart(7);
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  const total = [...byFile.values()].reduce((sum, value) => sum + value, 0);
  const lines = [
    `  CPU profile: ${ms(total)} ms busy in ${ms(profile.endTime - profile.startTime)} ms`,
    '  by file (self):',
  ];
  for (const [file, us] of top(byFile, 15)) lines.push(`    ${ms(us)} ms  ${file}`);
  lines.push('  by function (self):');
  for (const [name, us] of top(byFunction, 25)) lines.push(`    ${ms(us)} ms  ${name.slice(0, 120)}`);
  lines.push('  by 100 ms window (busy, then the three busiest files):');
  windows.forEach((window, index) => {
    const busy = [...window.values()].reduce((sum, value) => sum + value, 0);
    const files = top(window, 3)
      .map(([file, us]) => `${file} ${(us / 1000).toFixed(0)}`)
      .join(', ');
    lines.push(`    ${String(index * 100).padStart(5)} ms ${ms(busy)} ms  ${files}`);
  });
  return lines.join('\n');
}
