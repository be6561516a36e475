import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible } from '../support/browser';
import { cameraWidth, flowing, inRoom, joinAsGuest, joinNow, RoomUi, senders, startRoomUi } from './room-ui-helpers';

// Background blur on the real media path (issue 18, decision record 041): a guest in Chromium turns
// blur on in the room's settings; the organizer still decodes the guest's camera at the same width,
// and the frames look different: blurred, they have far fewer sharp edges than the fake camera's.
// Chromium's fake camera shows no person, so this proves the pipeline (worker, insertable streams,
// replaceTrack), not the segmentation: background-segmenter.e2e.ts does that with a drawn person.

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

describe('background blur', () => {
  let ui: RoomUi;

  beforeAll(async () => {
    ui = await startRoomUi({ RTC_MIN_PORT: '38000', RTC_MAX_PORT: '38999' });
  });

  afterAll(async () => {
    await ui?.close();
  });

  test('the other side decodes the blurred camera at the same width, and it looks blurred', async () => {
    const host = await ui.signUp('Bea Host');
    const meeting = await ui.createMeeting(host, true);
    const hostPage = await ui.openRoom(meeting, host);
    await joinNow(hostPage);
    await inRoom(hostPage);

    const guest = await ui.openRoom(meeting);
    await joinAsGuest(guest, 'Gus Guest');
    await joinNow(guest);
    await inRoom(guest);
    await flowing(hostPage, 'camera', 1);
    const [guestId] = await senders(hostPage, 'camera');
    const widthBefore = await cameraWidth(hostPage, (width) => width > 0);
    const sharp = await edgesOf(hostPage, guestId!);
    expect(sharp.edges).toBeGreaterThan(5);

    await guest.getByRole('button', { name: 'Settings' }).click();
    await guest.getByLabel('Background').selectOption('blur');
    // Loading MediaPipe's files and model takes a moment; the raw camera goes out meanwhile.
    await expectVisible(guest.getByText('Blurs or replaces what is behind you'), 60_000);

    // Still decoded, at the width it had: the processed track keeps the camera's resolution.
    await flowing(hostPage, 'camera', 1);
    expect(await cameraWidth(hostPage, (width) => width === widthBefore, 60_000)).toBe(widthBefore);
    let blurred = await edgesOf(hostPage, guestId!);
    for (let attempt = 0; blurred.edges > sharp.edges / 4 && attempt < 20; attempt += 1) {
      await hostPage.waitForTimeout(1_000);
      blurred = await edgesOf(hostPage, guestId!);
    }
    expect({ width: blurred.width, height: blurred.height }).toEqual({ width: sharp.width, height: sharp.height });
    expect(blurred.edges).toBeLessThan(sharp.edges / 4);
  });
});
