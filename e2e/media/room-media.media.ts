import { beforeAll, describe, expect, test } from 'vitest';
import { startedForBlock, withBrowser, withProduct } from '../support/fixtures';
import { managedJanusPid } from './support/janus-pid';
import { startPageServer } from './support/page-server';
import {
  createMeeting,
  getMeeting,
  guestJoinUrl,
  hostJoinUrl,
  setPlan,
  signUp,
  type Account,
} from './support/product-api';
import type { CameraQuality } from '@vm/contracts';
import { joinInBrowser, type JoinOptions, type RoomPage } from './support/room-page';

/**
 * The web app's camera (CAMERA_CONSTRAINTS in apps/web/.../core/media/media-problems.ts). With it
 * Chromium's fake camera sends all three layers, f/h/q at 1280x720, 640x360 and 320x180 (measured
 * here); from a 640x360 capture it would send only two, dropping q.
 */
const WEB_CAMERA: JoinOptions = { video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } } };

/** Width of each simulcast layer the presenter's camera sends, by rid, once all of them are encoding. */
async function presenterLayers(page: RoomPage): Promise<Record<string, number>> {
  const deadline = Date.now() + 30_000;
  let layers = await page.sentLayers();
  while (layers.some((layer) => layer.framesEncoded === 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    layers = await page.sentLayers();
  }
  return Object.fromEntries(layers.map((layer) => [layer.rid ?? '', layer.frameWidth]));
}

// The room end to end on the real media path, without the web UI: our server with its managed Janus,
// and Chromium pages running a small protocol client (e2e/media/page). Everything runs inside the
// network namespace of e2e/run-in-netns.sh, where Janus's only ICE candidate is 127.1.0.1.
describe('meeting room media', () => {
  const product = withProduct({
    // MEDIA_DEBUG=1 keeps the server's debug log (publishers, subscriptions) for product.output().
    env: { RTC_MIN_PORT: '30000', RTC_MAX_PORT: '30999', LOG_LEVEL: process.env.MEDIA_DEBUG ? 'debug' : 'warn' },
  });
  const browser = withBrowser({
    fakeMedia: true,
    extraArgs: [
      '--auto-select-desktop-capture-source=Entire screen',
      // The speaking participant's tone comes from an AudioContext, started without a user gesture.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const pages = startedForBlock(startPageServer, (server) => server.stop());
  let host: Account;

  beforeAll(async () => {
    host = await signUp(product, 'Hana Host');
  });

  const join = (joinUrl: string, speak = false, options: JoinOptions = {}) =>
    joinInBrowser(browser, pages.url, product.baseUrl, joinUrl, { speak, ...options });
  const hostJoins = async (meetingId: string, speak = false) =>
    join(await hostJoinUrl(product.baseUrl, host, meetingId), speak);
  const guestJoins = async (meetingId: string, name: string) =>
    join(await guestJoinUrl(product.baseUrl, meetingId, name));

  test('two participants see and hear each other, chat, share a screen, and the host mutes', async () => {
    const meeting = await createMeeting(product.baseUrl, host, { isPublic: true });
    const hostPage = await hostJoins(meeting.id, true);
    await hostPage.message('joined');
    const guestPage = await guestJoins(meeting.id, 'Gus Guest');
    const guestJoined = await guestPage.message('joined');
    const hostId = await hostPage.selfId();
    const guestId = guestJoined.self.id;

    await hostPage.flowing(guestId, 'camera');
    await hostPage.flowing(guestId, 'microphone');
    await guestPage.flowing(hostId, 'camera');
    await guestPage.flowing(hostId, 'microphone');

    // Janus's talking events name the active speaker: the host sends a loud tone, the guest quiet beeps.
    expect((await guestPage.message('activeSpeaker', 1, 20_000)).participantId).toBe(hostId);

    await guestPage.send({ type: 'chat', text: 'Hello from the guest' });
    expect((await hostPage.message('chat')).message).toMatchObject({ text: 'Hello from the guest', name: 'Gus Guest' });

    await hostPage.page.getByRole('button', { name: 'Share screen' }).click();
    const screen = await guestPage.flowing(hostId, 'screen');
    expect(screen.kind).toBe('video');

    await hostPage.send({ type: 'muteParticipant', participantId: guestId });
    await guestPage.message('mutedByHost');
    // Server-side: Janus stops forwarding the guest's microphone, whatever the guest's browser does.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const audioAt = async () =>
      (await hostPage.received()).find((s) => s.participantId === guestId && s.source === 'microphone')!
        .packetsReceived;
    const before = await audioAt();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await audioAt()).toBe(before);
  });

  test('the lobby holds a guest of a private meeting until the host admits them', async () => {
    const meeting = await createMeeting(product.baseUrl, host, { isPublic: false });
    const hostPage = await hostJoins(meeting.id);
    await hostPage.message('joined');
    const guestPage = await guestJoins(meeting.id, 'Lou Lobby');
    await guestPage.message('lobby');
    const lobby = (await hostPage.message('lobbyUpdated')).lobby;
    expect(lobby.map((entry) => entry.name)).toEqual(['Lou Lobby']);
    expect(await guestPage.count('joined')).toBe(0);

    await hostPage.send({ type: 'admit', participantId: lobby[0]!.id });
    const joined = await guestPage.message('joined');
    await hostPage.flowing(joined.self.id, 'camera');

    // Leaving: gone from the list, and the host's subscription is renegotiated without their streams.
    await guestPage.send({ type: 'leave' });
    expect((await hostPage.message('participantLeft')).participantId).toBe(joined.self.id);
    expect((await hostPage.message('subscriberOffer', 2)).streams).toEqual([]);
  });

  test('a Free organizer’s meeting refuses a third participant; ending it ends it for everyone', async () => {
    const meeting = await createMeeting(product.baseUrl, host, { isPublic: true });
    const hostPage = await hostJoins(meeting.id);
    await hostPage.message('joined');
    const guestPage = await guestJoins(meeting.id, 'Gia Guest');
    await guestPage.message('joined');
    const third = await guestJoins(meeting.id, 'Tom Third');
    expect(await third.message('refused')).toMatchObject({ reason: 'full' });

    await hostPage.send({ type: 'endMeeting' });
    for (const page of [hostPage, guestPage]) {
      expect(await page.message('roomEnded')).toMatchObject({ reason: 'host', message: 'The host ended the meeting' });
    }
    expect((await getMeeting(product.baseUrl, host, meeting.id)).status).toBe('ended');
  });

  test('each subscriber gets the camera layer it asks for, or none while off screen, through renegotiation and a media server restart', async () => {
    // Three people: more than a Free organizer's meeting takes.
    const organizer = await signUp(product, 'Pia Pro');
    setPlan(product.dataDir, organizer, 'pro');
    const meeting = await createMeeting(product.baseUrl, organizer, { isPublic: true });
    const presenter = await join(await hostJoinUrl(product.baseUrl, organizer, meeting.id), false, WEB_CAMERA);
    const presenterId = (await presenter.message('joined')).self.id;
    const small = await guestJoins(meeting.id, 'Sam Small');
    await small.message('joined');
    const large = await guestJoins(meeting.id, 'Lia Large');
    const largeId = (await large.message('joined')).self.id;

    // Before anyone asks, the server has Janus forward the lowest layer.
    await small.decodedWidth(presenterId, 'camera', 320, 60_000);
    await large.decodedWidth(presenterId, 'camera', 320, 60_000);
    expect(await presenterLayers(presenter)).toEqual({ f: 1280, h: 640, q: 320 });

    const asker = (page: RoomPage) => async (quality: CameraQuality) => {
      const camera = (await page.received()).find((s) => s.participantId === presenterId && s.source === 'camera');
      await page.videoQuality([{ mid: camera!.mid, quality }]);
    };
    const ask = asker(small);
    await asker(large)('high');
    await large.decodedWidth(presenterId, 'camera', 1280);
    expect((await small.decodedWidth(presenterId, 'camera', 320)).frameWidth).toBe(320);

    // Off screen: Janus stops forwarding that camera to that subscriber only, while its sound goes on.
    await ask('off');
    await small.stopped(presenterId, 'camera');
    await small.flowing(presenterId, 'microphone');
    await large.flowing(presenterId, 'camera');
    // Back on screen: it returns (on a keyframe Janus asks the presenter for) at the asked size.
    await ask('low');
    await small.flowing(presenterId, 'camera', 5_000);
    expect((await small.decodedWidth(presenterId, 'camera', 320)).frameWidth).toBe(320);
    await ask('medium');
    await small.decodedWidth(presenterId, 'camera', 640);
    await ask('high');
    await small.decodedWidth(presenterId, 'camera', 1280);
    await ask('low');
    await small.decodedWidth(presenterId, 'camera', 320);

    // A renegotiation of the small one's subscription (the large one starts sharing a screen, a new
    // stream) keeps its choice.
    const offers = await small.count('subscriberOffer');
    await large.page.evaluate(() =>
      (window as unknown as { room: { shareScreen(): Promise<void> } }).room.shareScreen(),
    );
    await small.message('subscriberOffer', offers + 1);
    await small.flowing(largeId, 'screen');
    expect((await small.decodedWidth(presenterId, 'camera', 320)).frameWidth).toBe(320);
    expect((await large.decodedWidth(presenterId, 'camera', 1280)).frameWidth).toBe(1280);

    // The server keeps the choice through a media server restart: the new subscription gets it too,
    // without the client asking again.
    process.kill(managedJanusPid(product.dataDir)!, 'SIGKILL');
    await small.message('mediaReset', 1, 30_000);
    await small.decodedWidth(presenterId, 'camera', 320, 60_000);
    await large.decodedWidth(presenterId, 'camera', 1280, 60_000);
  });

  test('when the media server dies mid-meeting, the room is recreated and video flows again', async () => {
    const meeting = await createMeeting(product.baseUrl, host, { isPublic: true });
    const hostPage = await hostJoins(meeting.id);
    await hostPage.message('joined');
    const guestPage = await guestJoins(meeting.id, 'Rita Restart');
    const guestId = (await guestPage.message('joined')).self.id;
    await hostPage.flowing(guestId, 'camera');

    const janus = managedJanusPid(product.dataDir);
    expect(janus, 'the managed Janus process').toBeDefined();
    process.kill(janus!, 'SIGKILL');

    await hostPage.message('mediaReset', 1, 30_000);
    await guestPage.message('mediaReset', 1, 30_000);
    await hostPage.flowing(guestId, 'camera', 30_000);
    expect(managedJanusPid(product.dataDir)).not.toBe(janus);
  });
});
