import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import type { FakePeerConnection } from '../../testing/fake-webrtc';
import type { stubCapturingDevices } from '../../testing/media-devices';
import { installSessionFakes, removeSessionFakes } from '../../testing/session-fakes';
import { joinedMessage, participant, roomInfo } from '../../testing/room-fixtures';
import { LocalMedia } from '../media/local-media';
import { startFakeSession } from '../../testing/session-start';

// Decision record 044: an audience member of a large meeting publishes nothing and holds no device; invited to
// the stage, the browser captures again (the pre-join's devices and choices) and publishes; moved
// back, it stops publishing and lets the devices go. The real session, LocalMedia and Publisher over
// a fake socket, a fake RTCPeerConnection and a fake getUserMedia.

let connections: typeof FakePeerConnection;
let devices: ReturnType<typeof stubCapturingDevices>;

const me = participant('me', { name: 'Me', stageRole: 'audience' });
const large = roomInfo({ largeMeeting: true });
const published = (socket: FakeSocket) =>
  socket.sent.filter((message) => (message as { type: string }).type === 'publish');

/** After the pre-join screen: devices started (and maybe changed), then the room as an audience member. */
async function joinAsAudience(prepare: (media: LocalMedia) => Promise<void> = () => Promise.resolve()) {
  const media = new LocalMedia();
  await media.start();
  await prepare(media);
  const { session, socket, notices } = startFakeSession({ media });
  socket.serverSends(
    joinedMessage({ self: me, participants: [participant('host', { role: 'host' })], room: large, audienceCount: 3 }),
  );
  await vi.advanceTimersByTimeAsync(0);
  return { session, socket, media, notices };
}

beforeEach(() => {
  ({ devices, connections } = installSessionFakes());
});

afterEach(removeSessionFakes);

describe('an audience member', () => {
  it('publishes nothing and lets the pre-join devices go', async () => {
    const { session, socket } = await joinAsAudience();
    expect(devices.captured.map((track) => track.readyState)).toEqual(['ended', 'ended']);
    expect(session.local.state).toMatchObject({ publishedAudio: null, publishedVideo: null });
    expect(published(socket)).toEqual([]);
    expect(connections.instances).toHaveLength(0);
    // Their flags are shown nowhere: nothing for the server to fan out to the crowd.
    expect(socket.sent.filter((message) => (message as { type: string }).type === 'mute')).toEqual([]);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('invited to the stage: captures the chosen devices again and publishes them', async () => {
    const { session, socket, notices } = await joinAsAudience();
    const before = devices.getUserMedia.mock.calls.length;
    socket.serverSends({ type: 'roleChanged', role: 'speaker' });
    await vi.waitFor(() => expect(published(socket)).toHaveLength(1));
    expect(notices).toContainEqual({ kind: 'invitedToStage' });
    // The devices the pre-join screen used, by id.
    expect(devices.getUserMedia.mock.calls.slice(before)).toEqual([
      [
        expect.objectContaining({
          audio: expect.objectContaining({ deviceId: { exact: 'microphone-device' } }),
          video: expect.objectContaining({ deviceId: { exact: 'camera-device' } }),
        }),
      ],
    ]);
    const publisher = connections.instances[0]!;
    const [microphone, camera] = devices.captured.slice(2);
    expect(publisher.sender('audio').track).toBe(microphone);
    expect(publisher.sender('video').track).toBe(camera);
    expect(socket.sent).toContainEqual({ type: 'mute', audioMuted: false, videoMuted: false });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('keeps the choices of the pre-join screen: camera off is not devices.captured, microphone off is sent muted', async () => {
    const { session, socket } = await joinAsAudience(async (media) => {
      await media.setEnabled('camera', false);
      await media.setEnabled('microphone', false);
    });
    const before = devices.getUserMedia.mock.calls.length;
    socket.serverSends({ type: 'roleChanged', role: 'speaker' });
    await vi.waitFor(() => expect(published(socket)).toHaveLength(1));
    expect(devices.getUserMedia.mock.calls.slice(before)).toEqual([[{ audio: expect.anything() }]]);
    const microphone = devices.captured.at(-1)!;
    expect(microphone.kind).toBe('audio');
    expect(microphone.enabled).toBe(false);
    expect(connections.instances[0]!.sender('video').track).toBeNull();
    expect(socket.sent.filter((message) => (message as { type: string }).type === 'mute').at(-1)).toEqual({
      type: 'mute',
      audioMuted: true,
      videoMuted: true,
    });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('moved back to the audience: stops publishing and releases camera and microphone', async () => {
    const { session, socket, notices } = await joinAsAudience();
    socket.serverSends({ type: 'roleChanged', role: 'speaker' });
    await vi.waitFor(() => expect(published(socket)).toHaveLength(1));
    const publisher = connections.instances[0]!;
    socket.serverSends({ type: 'roleChanged', role: 'audience' });
    await vi.waitFor(() => expect(notices).toContainEqual({ kind: 'movedToAudience' }));
    expect(publisher.close).toHaveBeenCalled();
    expect(devices.captured.slice(2).map((track) => track.readyState)).toEqual(['ended', 'ended']);
    expect(session.local.state).toMatchObject({ publishedAudio: null, publishedVideo: null });
    expect(published(socket)).toHaveLength(1);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('invited while the browser blocks the devices: says so and still takes the stage', async () => {
    const { session, socket, notices } = await joinAsAudience();
    devices.refuse = true;
    socket.serverSends({ type: 'roleChanged', role: 'speaker' });
    await vi.waitFor(() => expect(notices).toContainEqual({ kind: 'stageDevicesFailed', blocked: true }));
    await vi.waitFor(() => expect(published(socket)).toHaveLength(1));
    expect(connections.instances[0]!.sender('audio').track).toBeNull();
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('a media restart reconnects an audience member without publishing', async () => {
    const { session, socket } = await joinAsAudience();
    socket.serverSends({ type: 'mediaReset' });
    await vi.advanceTimersByTimeAsync(0);
    expect(published(socket)).toEqual([]);
    expect(session.store.getState().reconnecting).toBe(false);
    session.teardown({ releaseDevices: true, leave: false });
  });
});
