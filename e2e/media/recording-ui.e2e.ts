import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import type { Meeting, Recording } from '@vm/contracts';
import { expectVisible } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { startProduct, type RunningProduct } from '../support/product';
import { meanVolumeDb, probe } from './support/media-file';
import { flowing, inRoom, joinFromJoinPage, joinNow, withRoomUi, type Person } from './room-ui-helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RECORDED_MS = 12_000;

const indicator = (page: Page) => page.getByRole('status').filter({ hasText: /^\s*Recording/ });

// Cloud recording end to end (docs/product.md, "Recordings"): the built app, our server with its managed Janus, and
// Chromium with fake camera, microphone and screen in the media namespace. The organizer records
// through the control bar, a guest is told before joining, the job makes one MP4, and a recording
// whose processing is cut off by kill -9 is ready after a restart.
describe('cloud recording', () => {
  let restarted: RunningProduct | undefined;
  const work = mkdtempSync(join(tmpdir(), 'vm-recording-e2e-'));
  // Segments of 8 s: the 12 s recording is two segments, composed apart and joined without re-encoding.
  const env = { RTC_MIN_PORT: '33000', RTC_MAX_PORT: '33999', DEFAULT_PLAN: 'pro', RECORDING_SEGMENT_SECONDS: '8' };
  const ui = withRoomUi(env, ['--auto-select-desktop-capture-source=Entire screen']);

  // The restarted product stops before the first one (the room UI's fixture closes after this).
  afterAll(async () => {
    await restarted?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const recordings = (meeting: Meeting, host: Person, on: { baseUrl: string } = ui.product) =>
    fetch(`${on.baseUrl}/api/VideoMeeting/meetings/${meeting.id}/recordings`, {
      headers: { authorization: `Bearer ${host.token}` },
    }).then(async (response) => ((await response.json()) as { data: Recording[] }).data);

  async function whenReady(meeting: Meeting, host: Person, on: { baseUrl: string }, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [latest] = await recordings(meeting, host, on).catch(() => [] as Recording[]);
      if (latest?.status === 'ready') return latest;
      if (latest?.status === 'failed') throw new Error('the recording failed');
      if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms: ${latest?.status}`);
      await sleep(500);
    }
  }

  test(
    'the host records 12 s with a screen share; everyone sees it; one playable MP4 with sound',
    { timeout: 600_000 },
    async () => {
      const host = await ui.signUp('Rita Recorder');
      const meeting = await ui.createMeeting(host, true, { allowRecording: true });
      const hostPage = await ui.openRoom(meeting, host);
      await joinNow(hostPage);
      await inRoom(hostPage);

      const clickedStart = Date.now();
      await hostPage.getByRole('button', { name: 'Start recording' }).click();
      await expectVisible(indicator(hostPage), 15_000);
      // The recording surely ran from here: the span the file must cover is measured from our own
      // clicks and indicators, never from how fast the guest's join below went on this machine.
      const surelyRecording = Date.now();

      // A guest arriving now is told on the pre-join screen, before entering.
      const guestPage = await ui.openSignedIn();
      await joinFromJoinPage(guestPage, meeting.meetingId, 'Gabi Guest');
      await expectVisible(guestPage.getByText(/This meeting is being recorded/), 15_000);
      await joinNow(guestPage);
      await inRoom(guestPage);
      await expectVisible(indicator(guestPage), 15_000);
      await flowing(hostPage, 'microphone', 1);

      await hostPage.getByRole('button', { name: 'Share screen' }).click();
      await flowing(guestPage, 'screen', 1);
      await sleep(3_000);
      await hostPage.getByRole('button', { name: 'Share screen', pressed: true }).click();
      await sleep(Math.max(0, RECORDED_MS - (Date.now() - surelyRecording)));
      await expectVisible(indicator(guestPage));
      const clickedStop = Date.now();
      await hostPage.getByRole('button', { name: 'Stop recording' }).click();
      await expect.poll(() => indicator(hostPage).count(), { timeout: 15_000 }).toBe(0);
      const surelyStopped = Date.now();
      await expect.poll(() => indicator(guestPage).count(), { timeout: 15_000 }).toBe(0);
      // At least from the indicator to the stop click, at most from the start click to the indicator's end.
      const shortest = (clickedStop - surelyRecording) / 1000 - 1;
      const longest = (surelyStopped - clickedStart) / 1000 + 1;

      // Processing (compose and encode) takes a few times longer on a loaded machine.
      const ready = await whenReady(meeting, host, ui.product, 300_000);
      expect(ready.durationSeconds).toBeGreaterThanOrEqual(Math.floor(shortest));
      expect(ready.durationSeconds).toBeLessThanOrEqual(Math.ceil(longest));
      await waitForMail(ui.product, { to: host.email, subjectIncludes: 'recording' }, 30_000);

      // The signed link alone plays it (as <video src> does), Range and all; a forged one does not.
      const link = `${ui.product.baseUrl}${ready.downloadUrl}`;
      const whole = await fetch(link);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      const file = join(work, 'recording.mp4');
      writeFileSync(file, Buffer.from(await whole.arrayBuffer()));
      expect((await fetch(link, { headers: { range: 'bytes=0-99' } })).status).toBe(206);
      expect((await fetch(link.replace(/sig=[0-9a-f]/, (s) => (s.endsWith('0') ? 'sig=1' : 'sig=0')))).status).toBe(
        403,
      );
      expect((await fetch(link.split('?')[0]!)).status).toBe(401);

      const { streams, format } = await probe(file);
      expect(streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual([
        'audio:aac',
        'video:h264',
      ]);
      expect(format.format_name).toContain('mp4');
      expect(Number(format.duration)).toBeGreaterThanOrEqual(shortest);
      expect(Number(format.duration)).toBeLessThanOrEqual(longest);
      expect(await meanVolumeDb(file)).toBeGreaterThan(-60);

      // The meeting page lists it, ready to play.
      await hostPage.goto(`/meetings/${meeting.id}`);
      await expectVisible(hostPage.getByText('Ready', { exact: true }), 30_000);
      await guestPage.close();
      await hostPage.close();
    },
  );

  test(
    'a recording whose processing is cut off by kill -9 is ready after a restart',
    { timeout: 300_000 },
    async () => {
      const host = await ui.signUp('Kim Killed');
      const meeting = await ui.createMeeting(host, true, { allowRecording: true });
      const hostPage = await ui.openRoom(meeting, host);
      await joinNow(hostPage);
      await inRoom(hostPage);
      await ui.api('POST', `/meetings/${meeting.id}/recording/start`, undefined, host.token);
      await expectVisible(indicator(hostPage), 15_000);
      await sleep(4_000);
      const stopped = await ui.api<Recording>('POST', `/meetings/${meeting.id}/recording/stop`, undefined, host.token);
      expect(stopped.status).toBe('processing');
      // The page goes first: left open, it tries to reconnect to the killed server, and a slow
      // machine lets that attempt fail (a console error) before the page would be closed.
      await hostPage.close();
      expect(await ui.product.kill('SIGKILL')).toBe('signal SIGKILL');

      restarted = await startProduct({ env, dataDir: ui.product.dataDir, port: ui.product.port });
      const ready = await whenReady(meeting, host, restarted, 180_000);
      expect(ready.id).toBe(stopped.id);
      expect(ready.sizeBytes).toBeGreaterThan(0);
    },
  );
});
