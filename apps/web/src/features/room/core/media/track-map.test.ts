import type { RemoteStream } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { mapTracksToParticipants } from './track-map';

const track = (id: string, kind: 'audio' | 'video') => ({ id, kind });
const stream = (mid: string, participantId: string, kind: 'audio' | 'video', source: RemoteStream['source']) => ({
  mid,
  participantId,
  kind,
  source,
});

describe('mapTracksToParticipants', () => {
  it('puts each transceiver track on its participant by mid, a screen share beside the camera', () => {
    const streams = [
      stream('0', 'ann', 'audio', 'microphone'),
      stream('1', 'ann', 'video', 'camera'),
      stream('2', 'bob', 'video', 'camera'),
      stream('3', 'ann', 'video', 'screen'),
    ];
    const received = [
      { mid: '0', track: track('a0', 'audio') },
      { mid: '1', track: track('v1', 'video') },
      { mid: '2', track: track('v2', 'video') },
      { mid: '3', track: track('v3', 'video') },
    ];
    expect(mapTracksToParticipants(streams, received)).toEqual({
      ann: { microphone: track('a0', 'audio'), camera: track('v1', 'video'), screen: track('v3', 'video') },
      bob: { camera: track('v2', 'video') },
    });
  });

  it('leaves out transceivers the offer no longer lists, without a mid, or of the wrong kind', () => {
    const streams = [stream('1', 'ann', 'video', 'camera'), stream('2', 'bob', 'audio', 'microphone')];
    const received = [
      { mid: '0', track: track('stale', 'audio') },
      { mid: null, track: track('unnegotiated', 'video') },
      { mid: '1', track: track('v1', 'video') },
      { mid: '2', track: track('wrong-kind', 'video') },
    ];
    expect(mapTracksToParticipants(streams, received)).toEqual({ ann: { camera: track('v1', 'video') } });
  });

  it('follows a mid that the server reassigned to someone else in a later offer', () => {
    const received = [{ mid: '1', track: track('v1', 'video') }];
    expect(mapTracksToParticipants([stream('1', 'ann', 'video', 'camera')], received)).toHaveProperty('ann');
    expect(mapTracksToParticipants([stream('1', 'bob', 'video', 'screen')], received)).toEqual({
      bob: { screen: track('v1', 'video') },
    });
  });
});
