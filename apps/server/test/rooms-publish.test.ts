import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPublishedTracks, PERMISSION_MESSAGES } from '../src/modules/rooms/media/room-permissions';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';

// Firefox ESR 153 publishing microphone (mid 0), camera with simulcast (mid 1) and screen (mid 2);
// the camera and screen sections have port 0 with `a=bundle-only`.
const firefoxOffer = fs.readFileSync(
  path.join(import.meta.dirname, 'fixtures/firefox-153-publish-offer-mic-camera-screen.sdp'),
  'utf8',
);
const microphone = { mid: '0', source: 'microphone' as const };
const camera = { mid: '1', source: 'camera' as const };
const screen = { mid: '2', source: 'screen' as const };

describe("the publish check on Firefox's offer", () => {
  it('refuses the screen when sharing is off, and a section the message does not name', () => {
    expect(checkPublishedTracks(firefoxOffer, [microphone, camera, screen], false)).toBe(PERMISSION_MESSAGES.screenOff);
    expect(checkPublishedTracks(firefoxOffer, [microphone, camera], true)).toBe(PERMISSION_MESSAGES.badTracks);
    expect(checkPublishedTracks(firefoxOffer, [microphone, screen], true)).toBe(PERMISSION_MESSAGES.badTracks);
    expect(checkPublishedTracks(firefoxOffer, [microphone, camera, screen], true)).toBeUndefined();
  });
});

// Through the room's real WebSocket route, with the managed Janus behind it: the refusals come before
// the offer reaches Janus, and the same offer from someone allowed to share gets Janus's answer.
describe('publishing over signaling', () => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'pro');
  });
  afterAll(async () => test?.close());

  it("refuses a guest's Firefox screen when the meeting has screen sharing off, and unnamed media", async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, allowScreenSharing: false });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    const guest = await SignalClient.join(
      test.app,
      await guestJoinUrl(test.app, meeting.id, 'Gus Guest', uniqueEmail('guest')),
    );
    await guest.next('joined');

    guest.send({ type: 'publish', sdp: firefoxOffer, tracks: [microphone, camera, screen] });
    expect((await guest.next('error')).message).toBe(PERMISSION_MESSAGES.screenOff);
    // Naming only the microphone and camera does not let the screen through unnamed.
    guest.send({ type: 'publish', sdp: firefoxOffer, tracks: [microphone, camera] });
    expect((await guest.next('error')).message).toBe(PERMISSION_MESSAGES.badTracks);
    expect(guest.received.some((message) => message.type === 'publisherAnswer')).toBe(false);

    // The organizer may still present: the same offer is accepted and Janus answers it.
    hostClient.send({ type: 'publish', sdp: firefoxOffer, tracks: [microphone, camera, screen] });
    expect((await hostClient.next('publisherAnswer')).sdp).toMatch(/^v=0/);
  });
});
