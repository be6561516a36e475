import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible } from '../support/browser';
import {
  flowing,
  inRoom,
  joinAsGuest,
  joinNow,
  readRoomStats,
  senders,
  withRoomUi,
  type Inbound,
} from './room-ui-helpers';

// Background blur on the real media path (docs/product.md, "Meeting room"; decision record 041): two guests in Chromium turn
// blur on in the room's settings, one through insertable streams, the other through the canvas path
// that browsers without them (Firefox) take: its page has no MediaStreamTrackProcessor. The organizer
// still decodes both cameras in the shape they had, and the frames look different: blurred, they
// have far fewer sharp edges than the fake camera's. Chromium's fake camera shows no person, so this
// proves the pipeline (worker, insertable streams or canvas, replaceTrack), not the segmentation:
// background-segmenter.e2e.ts does that with a drawn person.

interface FrameSample {
  width: number;
  height: number;
  /**
   * Sharp edges per 10,000 pixels: luminance steps of more than 24 (of 255) between horizontal
   * neighbours. The fake camera's moving circle and digits have hundreds; blurred, they spread
   * their change over many pixels and such steps vanish.
   */
  edges: number;
}

/** Runs in the page: draws the tile's <video> of `participantId` on a canvas and measures it. */
function sampleTile(participantId: string): FrameSample | null {
  const video = document.querySelector<HTMLVideoElement>(
    `[data-testid="grid-tile"][data-participant-id="${participantId}"] video`,
  );
  if (!video || video.videoWidth === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(video, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const luma = (i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  let steep = 0;
  let count = 0;
  for (let y = 0; y < canvas.height; y += 2) {
    for (let x = 0; x + 1 < canvas.width; x += 1) {
      const i = (y * canvas.width + x) * 4;
      if (Math.abs(luma(i) - luma(i + 4)) > 24) steep += 1;
      count += 1;
    }
  }
  return { width: canvas.width, height: canvas.height, edges: (steep / count) * 10_000 };
}

/** The median edge count of a few frames half a second apart (the fake camera's picture moves). */
async function edgesOf(page: Page, participantId: string): Promise<FrameSample> {
  const samples: FrameSample[] = [];
  for (let attempt = 0; samples.length < 5 && attempt < 40; attempt += 1) {
    const sample = await page.evaluate(sampleTile, participantId);
    if (sample) samples.push(sample);
    await page.waitForTimeout(500);
  }
  if (samples.length < 5) throw new Error(`the tile of ${participantId} showed no video`);
  samples.sort((a, b) => a.edges - b.edges);
  return samples[2]!;
}

/** In the page before the app: no insertable streams, as in Firefox. */
function withoutInsertableStreams(): void {
  Reflect.deleteProperty(window, 'MediaStreamTrackProcessor');
  Reflect.deleteProperty(window, 'MediaStreamTrackGenerator');
}

/**
 * Waits until `participantId`'s camera has decoded a few more frames, at a width `wanted` accepts.
 * Counted from the call over a long window: without a GPU, two blurring guests and everything else
 * share two cores, and a blurred camera may arrive at one frame in a few seconds.
 */
async function decodedWidth(
  page: Page,
  participantId: string,
  wanted: (width: number) => boolean,
  timeoutMs = 90_000,
): Promise<number> {
  const camera = async () =>
    (await page.evaluate(readRoomStats)).find(
      (entry: Inbound) => entry.participantId === participantId && entry.source === 'camera',
    );
  const first = (await camera())?.framesDecoded ?? 0;
  const deadline = Date.now() + timeoutMs;
  let last: Inbound | undefined;
  while (Date.now() < deadline) {
    await page.waitForTimeout(1_000);
    last = await camera();
    if (last && wanted(last.frameWidth) && last.framesDecoded >= first + 3) return last.frameWidth;
  }
  throw new Error(`the camera of ${participantId} did not arrive at the wanted width: ${JSON.stringify(last)}`);
}

async function turnBlurOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Background').selectOption('blur');
  // Loading MediaPipe's files and model takes a moment; the raw camera goes out meanwhile.
  await expectVisible(page.getByText('Blurs or replaces what is behind you'), 60_000);
}

describe('background blur', () => {
  // Pro: three people do not fit in a Free plan's room (2 participants).
  const ui = withRoomUi({ RTC_MIN_PORT: '38000', RTC_MAX_PORT: '38999', DEFAULT_PLAN: 'pro' });

  // Long: the blurred cameras arrive slowly on a machine without a GPU (docs/performance.md).
  test(
    'the other side decodes the blurred cameras in the same shape, and they look blurred',
    { timeout: 300_000 },
    async () => {
      const host = await ui.signUp('Bea Host');
      const meeting = await ui.createMeeting(host, true);
      const hostPage = await ui.openRoom(meeting, host);
      await joinNow(hostPage);
      await inRoom(hostPage);

      const streams = await ui.openRoom(meeting);
      await joinAsGuest(streams, 'Ian Insertable');
      await joinNow(streams);
      await inRoom(streams);
      const canvas = await ui.openSignedIn();
      await canvas.context().addInitScript(withoutInsertableStreams);
      await canvas.goto(`/room/${meeting.meetingId}`);
      // The app sees no insertable streams in this page, so it takes the canvas path.
      expect(await canvas.evaluate(() => 'MediaStreamTrackProcessor' in window)).toBe(false);
      await joinAsGuest(canvas, 'Cleo Canvas');
      await joinNow(canvas);
      await inRoom(canvas);
      await flowing(hostPage, 'camera', 2);

      const guestIds = await senders(hostPage, 'camera');
      expect(guestIds).toHaveLength(2);
      const before = new Map<string, { sample: FrameSample }>();
      for (const id of guestIds) {
        await decodedWidth(hostPage, id, (value) => value > 0);
        const sample = await edgesOf(hostPage, id);
        expect(sample.edges).toBeGreaterThan(5);
        before.set(id, { sample });
      }

      await Promise.all([turnBlurOn(streams), turnBlurOn(canvas)]);

      for (const id of guestIds) {
        const { sample: sharp } = before.get(id)!;
        // Still decoded. The width itself is the sender's encoder's choice: a loaded browser scales
        // a camera down (640 to 480) whatever the processor does, so what is compared is the shape,
        // which the processed track keeps from the camera's frames.
        await decodedWidth(hostPage, id, (value) => value > 0);
        let blurred = await edgesOf(hostPage, id);
        for (let attempt = 0; blurred.edges > sharp.edges / 4 && attempt < 40; attempt += 1) {
          await hostPage.waitForTimeout(1_000);
          blurred = await edgesOf(hostPage, id);
        }
        expect(blurred.width / blurred.height).toBeCloseTo(sharp.width / sharp.height, 1);
        expect(blurred.edges, `the camera of ${id}`).toBeLessThan(sharp.edges / 4);
      }
    },
  );
});
