import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';

// The product's room page driven as a person does (roles and labels, as e2e/media/room-ui-helpers.ts
// does), without the e2e helpers' test-runner imports: this is a script, not a test.

const probePath = fileURLToPath(new URL('./room-probe.js', import.meta.url));

export interface CameraSample {
  width: number;
  height: number;
  frameRate: number;
  totalFrames: number | null;
}

export interface PageSample {
  /** ms on the page's clock */
  at: number;
  camera: CameraSample | null;
  /** Decoded frames per remote camera ("participantId/source"), from the room's test hook. */
  inbound: { id: string; framesDecoded: number }[];
  /** Size of every inbound video stream now, e.g. "640x360". */
  received: string[];
  /** The publisher's video layers (simulcast rid) as sent now. */
  sent: { rid: string; framesSent: number; size: string; limitation: string }[];
}

interface BenchWindow {
  __bench: {
    joinClickedAt: number | null;
    firstFrameAt: number | null;
    camera(): CameraSample | null;
    sample(): Promise<PageSample>;
  };
}

export interface Participant {
  name: string;
  receiveOnly: boolean;
  page: Page;
}

const visible = (locator: Locator, timeout = 30_000) =>
  locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout });

/** Opens `path` (the room, maybe with a join link's #token) in a fresh context with the probe. */
export async function openRoomPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  who: Omit<Participant, 'page'>,
): Promise<Participant> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addInitScript((receiveOnly) => {
    (window as unknown as { __BENCH_RECEIVE_ONLY__: boolean }).__BENCH_RECEIVE_ONLY__ = receiveOnly;
  }, who.receiveOnly);
  await context.addInitScript({ path: probePath });
  const page = await context.newPage();
  // A page that breaks shows up in the output instead of as a silent time-out later.
  page.on('pageerror', (error) => console.error(`  [${who.name}] page error: ${error.message}`));
  await page.goto(path);
  return { ...who, page };
}

/** The guest form of a room opened without a join token. */
export async function joinAsGuest(participant: Participant): Promise<void> {
  const { page, name } = participant;
  await visible(page.getByRole('heading', { name: 'Join as a guest' }));
  await page.getByLabel('Your name').fill(name);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@example.test`;
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * The pre-join screen ready as a person would see it before clicking (the camera preview running,
 * or the notice that the devices are blocked), then 'Join now', then the room.
 */
export async function joinNow(participant: Participant): Promise<void> {
  const { page } = participant;
  await visible(page.getByRole('heading', { name: 'Ready to join?' }));
  if (participant.receiveOnly) {
    await visible(page.getByText('The browser blocked the camera and microphone', { exact: false }));
  } else {
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.camera() !== null, null, {
      timeout: 30_000,
    });
  }
  await page.getByRole('button', { name: 'Join now' }).click();
  await visible(page.getByRole('button', { name: 'Leave' }));
}

/** ms from the click on 'Join now' to the first decoded remote video frame, on the page's clock. */
export async function joinToFirstFrameMs(participant: Participant, timeoutMs: number): Promise<number> {
  const handle = await participant.page.waitForFunction(
    () => {
      const { joinClickedAt, firstFrameAt } = (window as unknown as BenchWindow).__bench;
      return joinClickedAt !== null && firstFrameAt !== null ? firstFrameAt - joinClickedAt : null;
    },
    null,
    { timeout: timeoutMs, polling: 100 },
  );
  return (await handle.jsonValue()) as number;
}

export function sample(participant: Participant): Promise<PageSample> {
  return participant.page.evaluate(() => (window as unknown as BenchWindow).__bench.sample());
}
