import type { JanusSubscriberStream } from 'janode/plugins/videoroom';
import { describe, expect, it } from 'vitest';
import { forwardingChanges, SUBSTREAM, type AppliedForwarding } from '../src/modules/media/simulcast-layers';

// A subscription with one remote participant's microphone and camera (feed 7) and a screen (feed 9).
const line = (mid: string, type: 'audio' | 'video', feed: number, feedMid: string, active = true) =>
  ({ mid, type, active, feed_id: feed, feed_mid: feedMid }) satisfies JanusSubscriberStream;
const streams = [line('0', 'audio', 7, '0'), line('1', 'video', 7, '1'), line('2', 'video', 9, '2')];
const camera = (substream: 0 | 1 | 2, send = true) => ({ feed: 7, mid: '1', forwarding: { substream, send } });
const applied = (substream: 0 | 1 | 2, send = true, stream = '7/1') =>
  new Map<string, AppliedForwarding>([['1', { stream, substream, send }]]);

describe('simulcast layer choice and pausing', () => {
  it('maps low, medium and high to Janus substreams 0, 1 and 2 (rids listed high to low)', () => {
    expect(SUBSTREAM).toEqual({ low: 0, medium: 1, high: 2 });
  });

  it('configures only the video m-lines whose layer differs from what they carry', () => {
    const wanted = [{ feed: 7, mid: '0' }, camera(0), { feed: 9, mid: '2' }];
    // An m-line we know nothing of is what Janus makes of a new one: the highest layer, sent.
    expect(forwardingChanges(streams, wanted, new Map())).toEqual([{ mid: '1', stream: '7/1', substream: 0 }]);
    expect(forwardingChanges(streams, wanted, applied(0))).toEqual([]);
    expect(forwardingChanges(streams, [camera(2)], applied(0))).toEqual([{ mid: '1', stream: '7/1', substream: 2 }]);
  });

  it('pauses a camera off screen and resumes it alone, since resuming also asks for a keyframe', () => {
    expect(forwardingChanges(streams, [camera(0, false)], applied(0))).toEqual([
      { mid: '1', stream: '7/1', send: false },
    ]);
    expect(forwardingChanges(streams, [camera(0, true)], applied(0, false))).toEqual([
      { mid: '1', stream: '7/1', send: true },
    ]);
    expect(forwardingChanges(streams, [camera(1, true)], applied(0, false))).toEqual([
      { mid: '1', stream: '7/1', substream: 1, send: true },
    ]);
  });

  it('configures afresh an m-line that Janus reused for another stream, and skips inactive ones', () => {
    const reused = [line('1', 'video', 8, '1'), line('3', 'video', 7, '1', false)];
    const wanted = [{ feed: 8, mid: '1', forwarding: { substream: 0 as const, send: false } }, camera(0)];
    expect(forwardingChanges(reused, wanted, applied(0))).toEqual([
      { mid: '1', stream: '8/1', substream: 0, send: false },
    ]);
  });
});
