import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { GuestUser, Meeting } from '@vm/contracts';
import { expectVisible, launchBrowser, openPage } from '../support/browser';
import { startedForBlock } from '../support/fixtures';
import { waitForMail } from '../support/mailbox';
import { repoRoot, startProduct, type RunningProduct } from '../support/product';

// Helpers of room-ui.e2e.ts: people and meetings made through the real API, and pages driven
// through the room's interface as a person would (roles and labels).

export interface Inbound {
  participantId: string;
  source: string;
  kind: string;
  packetsReceived: number;
  framesDecoded: number;
  totalAudioEnergy: number;
  frameWidth: number;
}

export interface Person {
  name: string;
  email: string;
  token: string;
  user: GuestUser;
}

export const unique = (name: string) =>
  `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@example.test`;

export interface OpenRoomOptions {
  blockDevices?: boolean;
  on?: { browser: Browser; baseUrl: string };
  allowConsoleErrors?: (string | RegExp)[];
}

/**
 * A room UI test file's world: the built product with its managed Janus (`env` as the file needs,
 * each file with its own RTP port range) and a Chromium with a fake camera and microphone.
 */
export async function startRoomUi(env: Record<string, string>, browserArgs: string[] = []): Promise<RoomUi> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error("Build the web app first: 'npm run build'");
  const [product, browser] = await Promise.all([
    startProduct({ env }),
    launchBrowser({ fakeMedia: true, extraArgs: browserArgs }),
  ]);
  return new RoomUi(product, browser);
}

/** startRoomUi once for the describe block's tests (they share its rooms and browser), closed after them. */
export function withRoomUi(env: Record<string, string>, browserArgs: string[] = []): RoomUi {
  return startedForBlock(
    () => startRoomUi(env, browserArgs),
    (ui) => ui.close(),
  );
}

export class RoomUi {
  constructor(
    readonly product: RunningProduct,
    readonly browser: Browser,
  ) {}

  async close(): Promise<void> {
    await this.browser.close();
    await this.product.stop();
  }

  async api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${this.product.baseUrl}/api/VideoMeeting${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T; message: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
    return json.data;
  }

  /** Registers through the real API; the code comes from the dev mailbox. */
  async signUp(name: string, email = unique(name)): Promise<Person> {
    await this.api('POST', '/guest/send-otp?purpose=register', { email });
    // An invitee's mailbox also holds the invitation: pick the code's message.
    const mail = await waitForMail(this.product, { to: email, subjectIncludes: 'is your Video Meeting code' });
    const otpCode = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    const session = await this.api<{ token: string; user: GuestUser }>('POST', '/guest/register-with-otp', {
      name,
      email,
      otpCode,
    });
    return { name, email, ...session };
  }

  createMeeting(host: Person, isPublic: boolean, settings: Record<string, unknown> = {}): Promise<Meeting> {
    const start = Date.now() + 60_000;
    const times = { startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() };
    const body = { title: 'Room UI test', ...times, isPublic, ...settings };
    return this.api<Meeting>('POST', '/meetings', body, host.token);
  }

  /**
   * /room/{code} in a fresh context, signed in as `person` if given, with the room's test hook on.
   * `blockDevices` makes getUserMedia fail as when the person blocks camera and microphone; `on`
   * opens it in another browser (a test host's) at the address the product has there.
   */
  async openRoom(meeting: Meeting, person?: Person, options: OpenRoomOptions = {}): Promise<Page> {
    const page = await this.openSignedIn(person, options);
    await page.goto(`/room/${meeting.meetingId}`);
    return page;
  }

  /** A fresh context as openRoom makes it (signed in as `person`, test hook on), still on no page. */
  async openSignedIn(person?: Person, options: OpenRoomOptions = {}): Promise<Page> {
    const page = await openPage(options.on?.browser ?? this.browser, options.on?.baseUrl ?? this.product.baseUrl, {
      allowConsoleErrors: options.allowConsoleErrors,
    });
    await page.context().addInitScript(roomPageInit, roomPageInitArgs(person, options.blockDevices));
    return page;
  }
}

export interface RoomPageInitArgs {
  signedIn: { token: string; user: GuestUser } | null;
  blockDevices: boolean;
}

export const roomPageInitArgs = (person?: Person, blockDevices = false): RoomPageInitArgs => ({
  signedIn: person ? { token: person.token, user: person.user } : null,
  blockDevices,
});

/**
 * Runs in the page before the app (any driver's init script): turns the room's test hook on, signs
 * in as `signedIn`, and with `blockDevices` makes getUserMedia fail as when the person blocks camera
 * and microphone.
 */
export function roomPageInit({ signedIn, blockDevices }: RoomPageInitArgs): void {
  (window as unknown as { __VM_ROOM_TEST__: boolean }).__VM_ROOM_TEST__ = true;
  if (blockDevices) {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Blocked', 'NotAllowedError'));
  }
  if (!signedIn) return;
  localStorage.setItem('auth_token', signedIn.token);
  localStorage.setItem('user_type', 'guest');
  localStorage.setItem('guest_user', JSON.stringify(signedIn.user));
}

export async function joinAsGuest(page: Page, name: string): Promise<void> {
  await expectVisible(page.getByRole('heading', { name: 'Join as a guest' }));
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your e-mail').fill(unique(name));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Someone without an account: the /join page's Join Meeting form leads to the room in this tab. */
export async function joinFromJoinPage(page: Page, meetingCode: string, name: string): Promise<void> {
  await page.goto('/join');
  await page.getByLabel('Meeting ID').fill(meetingCode);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your e-mail').fill(unique(name));
  await page.getByRole('button', { name: 'Join Meeting' }).click();
}

/** An invitee: Join on their invitation page opens the room in a new tab, which is returned. */
export async function joinFromInvitation(page: Page, invitationId: string): Promise<Page> {
  await page.goto(`/invitation/${invitationId}`);
  const join = page.getByRole('button', { name: /^Join Meeting/ });
  await expectVisible(join, 30_000);
  const [room] = await Promise.all([page.context().waitForEvent('page'), join.click()]);
  return room;
}

/** The pre-join screen, then Join now. */
export async function joinNow(page: Page): Promise<void> {
  await expectVisible(page.getByRole('heading', { name: 'Ready to join?' }), 30_000);
  await page.getByRole('button', { name: 'Join now' }).click();
}

export const inRoom = (page: Page) => expectVisible(page.getByRole('button', { name: 'Leave' }), 30_000);

/**
 * The room's test hook, read inside the page: pass it to any driver's evaluate (Playwright's here,
 * puppeteer's for Firefox in support/firefox.ts).
 */
export const readRoomStats = (): Promise<Inbound[]> =>
  (window as unknown as { __roomStats?: () => Promise<Inbound[]> }).__roomStats?.() ?? Promise.resolve([]);

const stats = (page: Page) => page.evaluate(readRoomStats);

/** Who sends media of that source to this page now, by participant id. */
export async function senders(page: Page, source: string): Promise<string[]> {
  return [
    ...new Set((await stats(page)).filter((entry) => entry.source === source).map((entry) => entry.participantId)),
  ];
}

/** The most video frames any inbound stream has decoded so far. */
export async function framesDecoded(page: Page): Promise<number> {
  return Math.max(0, ...(await stats(page)).map((entry) => entry.framesDecoded));
}

/**
 * Waits until media of `source` from `senders` distinct participants keeps arriving: video frames
 * decoded rise between two samples; for audio, packets rise and sound (not silence) has played.
 */
export function flowing(page: Page, source: string, senders: number, timeoutMs = 45_000): Promise<void> {
  return flowingIn(() => stats(page), source, senders, timeoutMs);
}

/** flowing() for a page of any browser: `read` returns what readRoomStats returns in it. */
export async function flowingIn(
  read: () => Promise<Inbound[]>,
  source: string,
  senders: number,
  timeoutMs = 45_000,
): Promise<void> {
  const progress = (list: Inbound[], id: string) => {
    const stream = list.find((entry) => entry.participantId === id && entry.source === source);
    if (!stream) return 0;
    return stream.kind === 'video' ? stream.framesDecoded : stream.totalAudioEnergy > 0 ? stream.packetsReceived : 0;
  };
  const deadline = Date.now() + timeoutMs;
  let last: Inbound[] = [];
  while (Date.now() < deadline) {
    const before = await read();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    last = await read();
    const ids = new Set(last.filter((entry) => entry.source === source).map((entry) => entry.participantId));
    const moving = [...ids].filter((id) => progress(before, id) > 0 && progress(last, id) > progress(before, id));
    if (moving.length >= senders) return;
  }
  throw new Error(`${source} from ${senders} participant(s) did not flow; last stats: ${JSON.stringify(last)}`);
}

/**
 * Waits until the one remote camera keeps arriving at a width `wanted` accepts (frames still being
 * decoded between two samples); returns that width. Which simulcast layer arrives shows what the
 * page asked the media server for.
 */
export async function cameraWidth(page: Page, wanted: (width: number) => boolean, timeoutMs = 30_000): Promise<number> {
  const camera = async () => (await stats(page)).find((entry) => entry.source === 'camera');
  const deadline = Date.now() + timeoutMs;
  let last: Inbound | undefined;
  while (Date.now() < deadline) {
    const before = await camera();
    await page.waitForTimeout(500);
    last = await camera();
    if (before && last && wanted(last.frameWidth) && last.framesDecoded > before.framesDecoded) return last.frameWidth;
  }
  throw new Error(`the remote camera did not arrive at the wanted width: ${JSON.stringify(last)}`);
}
