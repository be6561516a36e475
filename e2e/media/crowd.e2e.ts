import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { setPlan, type Account } from './support/product-api';
import { inRoom, joinNow, withRoomUi, type Inbound } from './room-ui-helpers';
import { SyntheticCrowd } from './support/synthetic-crowd';

// A meeting larger than one screen, seen from the built web app on a phone: six synthetic publishers
// from the load tool (bench/sfu-load: VP8 simulcast cameras, Opus microphones) and one real Chromium
// viewer, the organizer, with a phone's portrait viewport (4 tiles a page, their own among them).
// What the page decodes is read with the room's test hook.

// Only the talker's camera is watched large; the others send the two smaller layers (see CrowdMember.layers).
const CROWD = ['Ada', 'Ben', 'Cem', 'Dia', 'Eli'].map((name) => ({ name: `${name} Crowd`, layers: ['h', 'q'] }));
const TALKER = 'Tolga Talker';
const PHONE_PORTRAIT = { width: 390, height: 844 };

const stats = (page: Page) =>
  page.evaluate(() => (window as unknown as { __roomStats?: () => Promise<Inbound[]> }).__roomStats?.() ?? []);

/** Who sends `source` that arrives now: over a 1.5 s window, video frames decoded, or audio packets, rose. */
async function arriving(page: Page, source: 'camera' | 'microphone'): Promise<Set<string>> {
  const progress = (list: Inbound[]) =>
    new Map(
      list
        .filter((entry) => entry.source === source)
        .map((entry) => [entry.participantId, source === 'camera' ? entry.framesDecoded : entry.packetsReceived]),
    );
  const before = progress(await stats(page));
  await page.waitForTimeout(1_500);
  const after = progress(await stats(page));
  return new Set([...after].filter(([id, count]) => count > (before.get(id) ?? 0)).map(([id]) => id));
}

/** Waits (generously) until `check` holds for what arrives; returns the last sample. */
async function until(
  page: Page,
  source: 'camera' | 'microphone',
  check: (ids: Set<string>) => boolean,
  timeoutMs = 30_000,
): Promise<Set<string>> {
  const deadline = Date.now() + timeoutMs;
  let ids = await arriving(page, source);
  while (!check(ids) && Date.now() < deadline) ids = await arriving(page, source);
  if (!check(ids)) throw new Error(`${source} arriving from ${JSON.stringify([...ids])} after ${timeoutMs} ms`);
  return ids;
}

/** Who is on the grid's page now, by participant id. */
const onPage = (page: Page) =>
  page.$$eval('[data-testid="grid-tile"][data-tile-source="camera"]', (tiles) =>
    tiles.map((tile) => tile.getAttribute('data-participant-id') ?? ''),
  );

/** Tells the page what a browser tells a tab going to the background (true) or coming back. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    const state = value ? 'hidden' : 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

describe('a crowd seen from a phone', () => {
  const ui = withRoomUi({ RTC_MIN_PORT: '34000', RTC_MAX_PORT: '34999' });
  let crowd: SyntheticCrowd | undefined;

  // Before the room UI closes (fixtures close after the block's own afterAll).
  afterAll(() => crowd?.close());

  // One room and one viewer for every check: filling a room is the expensive part.
  // Generous: each step waits for what it needs, and a loaded machine makes every step slower.
  test(
    'a phone decodes only the cameras on its page, none in the background, and shows the talker wherever they are',
    { timeout: 300_000 },
    async () => {
      const organizer = await ui.signUp('Olga Organizer');
      const account: Account = { email: organizer.email, headers: { authorization: `Bearer ${organizer.token}` } };
      // Seven people: more than a Free organizer's meeting takes.
      setPlan(ui.product.dataDir, account, 'pro');
      const meeting = await ui.createMeeting(organizer, true);
      const viewer = await ui.openRoom(meeting, organizer);
      await viewer.setViewportSize(PHONE_PORTRAIT);
      await joinNow(viewer);
      await inRoom(viewer);
      // The talker joins last: in join order they are on the second page.
      const guest = (name: string) => ({ guestName: name, guestEmail: `${name.replace(' ', '.')}@example.test` });
      crowd = await SyntheticCrowd.join(ui.product.baseUrl, [...CROWD, { name: TALKER, talking: true }], (name) =>
        ui.api<string>('POST', `/meetings/${meeting.id}/join`, guest(name)),
      );
      const everyone = crowd.people.map((person) => person.id);
      const talker = crowd.idOf(TALKER);

      // Portrait phone: 4 tiles a page, mine among them. Every microphone arrives; only the cameras
      // on the page are decoded, and they are the ones shown.
      await until(viewer, 'microphone', (ids) => everyone.every((id) => ids.has(id)));
      await until(viewer, 'camera', (ids) => ids.size > 0 && ids.size <= 4);
      const firstPage = await arriving(viewer, 'camera');
      expect(firstPage.size).toBeLessThanOrEqual(4);
      expect(await onPage(viewer)).toEqual(expect.arrayContaining([...firstPage]));
      // The talker is on the page I look at, though join order puts them on the next (once their
      // talking has been heard: the room moves the active speaker onto the page).
      await expect.poll(() => onPage(viewer), { timeout: 30_000 }).toContain(talker);

      await viewer.getByRole('button', { name: 'Next page' }).click();
      await until(viewer, 'camera', (ids) => [...ids].some((id) => !firstPage.has(id)), 10_000);
      const secondPage = await arriving(viewer, 'camera');
      expect(secondPage.size).toBeLessThanOrEqual(4);
      expect(await onPage(viewer)).toEqual(expect.arrayContaining([...secondPage]));
      await viewer.getByRole('button', { name: 'Previous page' }).click();

      // In the background: no video at all, while sound goes on; back in front, video returns.
      // Headless Chromium keeps every page visible (switching tabs and minimising change nothing
      // there), so the page is told what a browser tells a background tab; the rest is real.
      await setHidden(viewer, true);
      await until(viewer, 'camera', (ids) => ids.size === 0, 10_000);
      expect((await arriving(viewer, 'microphone')).size).toBeGreaterThan(0);
      await setHidden(viewer, false);
      await until(viewer, 'camera', (ids) => ids.size > 0, 10_000);

      // The speaker view shows the talker large: their camera arrives at the full layer.
      await viewer.getByRole('button', { name: 'Speaker', exact: true }).click();
      const deadline = Date.now() + 60_000;
      let width = 0;
      while (width !== 1280 && Date.now() < deadline) {
        await viewer.waitForTimeout(500);
        const camera = (await stats(viewer)).find(
          (entry) => entry.participantId === talker && entry.source === 'camera',
        );
        width = camera?.frameWidth ?? 0;
      }
      expect(width).toBe(1280);
    },
  );
});
