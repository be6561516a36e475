import { describe, expect, it } from 'vitest';
import { participant, roomInfo } from '#web/features/room/testing/room-fixtures.ts';
import { entryOverrides } from './entry-settings';

describe('entryOverrides', () => {
  it('applies mute-on-entry and camera-off-on-entry to everyone but the host', () => {
    const strict = roomInfo({ muteOnEntry: true, videoOnEntry: false });
    expect(entryOverrides(strict, participant('g', { role: 'guest' }))).toEqual({
      microphoneOff: true,
      cameraOff: true,
    });
    expect(entryOverrides(strict, participant('i', { role: 'invitee' }))).toEqual({
      microphoneOff: true,
      cameraOff: true,
    });
    expect(entryOverrides(strict, participant('h', { role: 'host' }))).toEqual({
      microphoneOff: false,
      cameraOff: false,
    });
  });

  it('leaves devices alone when the meeting asks nothing, whatever our join message said', () => {
    // A join sent before the camera started reports it off; that must not switch it off later.
    const mutedEcho = participant('g', { role: 'guest', audioMuted: true, videoMuted: true });
    expect(entryOverrides(roomInfo(), mutedEcho)).toEqual({ microphoneOff: false, cameraOff: false });
  });
});
