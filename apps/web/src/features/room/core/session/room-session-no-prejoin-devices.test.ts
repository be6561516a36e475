import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrack } from '../../testing/fake-audio';
import { FakeSocket } from '../../testing/fake-socket';
import type { FakePeerConnection } from '../../testing/fake-webrtc';
import type { stubCapturingDevices } from '../../testing/media-devices';
import { installSessionFakes, removeSessionFakes } from '../../testing/session-fakes';
import { joinedMessage, participant, roomInfo } from '../../testing/room-fixtures';
import { startFakeSession } from '../../testing/session-start';

// Decision record 044: the pre-join screen of someone the server says enters a large meeting as audience starts
// no device, so the room begins with a LocalMedia that never captured. The room must still work:
// nothing asked while in the audience, the default devices captured when invited to the stage, and a
// room that turns out to make them a speaker (it opened before the organizer turned the setting on)
// starts the devices itself.

/** The background processor (worker, MediaPipe) replaced by one the test settles. */
class FakeProcessor {
  static all: FakeProcessor[] = [];
  readonly output = new FakeTrack('video', 'background');
  input: unknown = null;
  choice: string | null = null;
  private resolve: ((track: FakeTrack) => void) | null = null;
  constructor() {
    FakeProcessor.all.push(this);
  }
  start(input: unknown, choice: string): Promise<FakeTrack> {
    this.input = input;
    this.choice = choice;
    return new Promise((resolve) => (this.resolve = resolve));
  }
  run = () => this.resolve?.(this.output);
  setChoice = () => undefined;
  stop = () => undefined;
}
vi.mock('../background/background-processor', () => ({ BackgroundProcessor: FakeProcessor }));

let connections: typeof FakePeerConnection;
let devices: ReturnType<typeof stubCapturingDevices>;

beforeEach(() => {
  FakeProcessor.all = [];
  localStorage.clear();
  ({ devices, connections } = installSessionFakes());
});

afterEach(removeSessionFakes);

const ofType = (socket: FakeSocket, type: string) =>
  socket.sent.filter((message) => (message as { type: string }).type === type);

/** Join now from the audience's pre-join screen: a LocalMedia nobody started. */
async function joinWithoutDevices(joined: Parameters<typeof joinedMessage>[0]) {
  const { session, socket, notices } = startFakeSession({ displayName: 'Ada Audience' });
  socket.serverSends(joinedMessage(joined));
  await vi.advanceTimersByTimeAsync(0);
  return { session, socket, notices };
}

const audience = {
  self: participant('me', { name: 'Ada Audience', role: 'guest', stageRole: 'audience' }),
  participants: [participant('host', { role: 'host' })],
  room: roomInfo({ largeMeeting: true }),
  audienceCount: 3,
};

describe('a room entered without the pre-join devices', () => {
  it('as audience: asks for no device, joins muted and publishes nothing', async () => {
    const { session, socket } = await joinWithoutDevices(audience);
    expect(devices.getUserMedia).not.toHaveBeenCalled();
    expect(ofType(socket, 'join')).toEqual([
      expect.objectContaining({ displayName: 'Ada Audience', audioMuted: true, videoMuted: true }),
    ]);
    expect(ofType(socket, 'publish')).toEqual([]);
    expect(connections.instances).toHaveLength(0);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('invited to the stage: captures the default camera and microphone and publishes them', async () => {
    const { session, socket, notices } = await joinWithoutDevices(audience);
    socket.serverSends({ type: 'roleChanged', role: 'speaker' });
    await vi.waitFor(() => expect(ofType(socket, 'publish')).toHaveLength(1));
    expect(notices).toContainEqual({ kind: 'invitedToStage' });
    // One request for both, naming no device: the system's defaults.
    expect(devices.getUserMedia).toHaveBeenCalledTimes(1);
    const [constraints] = devices.getUserMedia.mock.calls[0] as [MediaStreamConstraints];
    expect(constraints.audio).toBeTruthy();
    expect(constraints.video).toBeTruthy();
    expect(constraints.audio).not.toHaveProperty('deviceId');
    expect(constraints.video).not.toHaveProperty('deviceId');
    const publisher = connections.instances[0]!;
    expect(publisher.sender('audio').track).toBe(devices.captured[0]);
    expect(publisher.sender('video').track).toBe(devices.captured[1]);
    expect(ofType(socket, 'mute').at(-1)).toEqual({ type: 'mute', audioMuted: false, videoMuted: false });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('invited to the stage: the background remembered from earlier meetings goes on the camera', async () => {
    localStorage.setItem('vm-room-background', 'blur');
    const { session, socket } = await joinWithoutDevices(audience);
    expect(FakeProcessor.all).toHaveLength(0);
    socket.serverSends({ type: 'roleChanged', role: 'speaker' });
    await vi.waitFor(() => expect(ofType(socket, 'publish')).toHaveLength(1));
    await vi.waitFor(() => expect(FakeProcessor.all).toHaveLength(1));
    const processor = FakeProcessor.all[0]!;
    expect(processor).toMatchObject({ input: devices.captured[1], choice: 'blur' });
    processor.run();
    await vi.waitFor(() => expect(connections.instances[0]!.sender('video').track).toBe(processor.output));
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('made a speaker after all (a room opened before the setting): starts the devices and sends them', async () => {
    const { session, socket } = await joinWithoutDevices({
      self: participant('me', { name: 'Ada Audience', role: 'guest', stageRole: 'speaker' }),
      room: roomInfo({ largeMeeting: false, muteOnEntry: true }),
    });
    await vi.waitFor(() => expect(devices.captured).toHaveLength(2));
    const publisher = connections.instances[0]!;
    await vi.waitFor(() => expect(publisher.sender('video').track).toBe(devices.captured[1]));
    // The meeting's entry settings apply to what was devices.captured: the microphone goes in muted.
    expect(session.local.state.microphone.enabled).toBe(false);
    expect(ofType(socket, 'mute').at(-1)).toEqual({ type: 'mute', audioMuted: true, videoMuted: false });
    session.teardown({ releaseDevices: true, leave: false });
  });
});
