import type { JanusSubscriberStream } from 'janode/plugins/videoroom';
import { describe, expect, it } from 'vitest';
import { layerChanges, SUBSTREAM, type AppliedLayer } from '../src/modules/media/simulcast-layers';

// A subscription with one remote participant's microphone and camera (feed 7) and a screen (feed 9).
const line = (mid: string, type: 'audio' | 'video', feed: number, feedMid: string, active = true) =>
  ({ mid, type, active, feed_id: feed, feed_mid: feedMid }) satisfies JanusSubscriberStream;
const streams = [line('0', 'audio', 7, '0'), line('1', 'video', 7, '1'), line('2', 'video', 9, '2')];

describe('simulcast layer choice', () => {
  it('maps low, medium and high to Janus substreams 0, 1 and 2 (rids listed high to low)', () => {
    expect(SUBSTREAM).toEqual({ low: 0, medium: 1, high: 2 });
  });

  it('configures only video m-lines whose wanted layer differs from what they carry', () => {
    const wanted = [
      { feed: 7, mid: '0' },
      { feed: 7, mid: '1', substream: 0 as const },
      { feed: 9, mid: '2' },
    ];
    expect(layerChanges(streams, wanted, new Map())).toEqual([{ mid: '1', stream: '7/1', substream: 0 }]);
    const applied = new Map<string, AppliedLayer>([['1', { stream: '7/1', substream: 0 }]]);
    expect(layerChanges(streams, wanted, applied)).toEqual([]);
    // Back to high: a new subscription starts there, but this m-line was configured lower.
    expect(layerChanges(streams, [{ feed: 7, mid: '1' }], applied)).toEqual([
      { mid: '1', stream: '7/1', substream: 2 },
    ]);
  });

  it('configures again an m-line that Janus reused for another stream, and skips inactive ones', () => {
    const applied = new Map<string, AppliedLayer>([['1', { stream: '7/1', substream: 0 }]]);
    const reused = [line('1', 'video', 8, '1'), line('3', 'video', 7, '1', false)];
    const wanted = [
      { feed: 8, mid: '1' },
      { feed: 7, mid: '1', substream: 0 as const },
    ];
    expect(layerChanges(reused, wanted, applied)).toEqual([{ mid: '1', stream: '8/1', substream: 2 }]);
  });
});
