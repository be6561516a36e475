import type { ClientMessage, RemoteStream } from '@vm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { qualityChanges, qualityForTile, VideoQualityRequests, wantedQualities } from './video-quality';

const stream = (mid: string, participantId: string, source: RemoteStream['source'] = 'camera'): RemoteStream => ({
  mid,
  participantId,
  kind: source === 'microphone' ? 'audio' : 'video',
  source,
});
const streams = [
  stream('0', 'ann', 'microphone'),
  stream('1', 'ann'),
  stream('2', 'bob'),
  stream('3', 'bob', 'screen'),
];
const tile = (participantId: string, height: number, focused = false) => ({ participantId, view: { height, focused } });

describe('qualityForTile', () => {
  it('gives small tiles the low layer, medium tiles the medium one, large and focused tiles the full one', () => {
    expect(qualityForTile({ height: 90, focused: false })).toBe('low');
    expect(qualityForTile({ height: 180, focused: false })).toBe('low');
    expect(qualityForTile({ height: 181, focused: false })).toBe('medium');
    expect(qualityForTile({ height: 360, focused: false })).toBe('medium');
    expect(qualityForTile({ height: 361, focused: false })).toBe('high');
    expect(qualityForTile({ height: 120, focused: true })).toBe('high');
  });
});

describe('wantedQualities', () => {
  it('names every remote camera by mid: the larger tile wins, and a camera without a tile on screen is off', () => {
    const wanted = wantedQualities(streams, [tile('ann', 100), tile('ann', 500), tile('bob', 0)]);
    expect([...wanted]).toEqual([
      ['1', { participantId: 'ann', quality: 'high' }],
      ['2', { participantId: 'bob', quality: 'off' }],
    ]);
  });

  it('keeps every tile under the link cap, and wants no video at all while the tab is hidden', () => {
    const tiles = [tile('ann', 500, true), tile('bob', 100)];
    const capped = wantedQualities(streams, tiles, { pageHidden: false, cap: 'medium' });
    expect([...capped.values()].map((wish) => wish.quality)).toEqual(['medium', 'low']);
    const hidden = wantedQualities(streams, tiles, { pageHidden: true, cap: 'high' });
    expect([...hidden.values()].map((wish) => wish.quality)).toEqual(['off', 'off']);
  });
});

describe('qualityChanges', () => {
  it('keeps what differs from what was told, and a mid that now carries someone else', () => {
    const sent = new Map([
      ['1', { participantId: 'ann', quality: 'low' as const }],
      ['2', { participantId: 'bob', quality: 'low' as const }],
    ]);
    const wanted = new Map([
      ['1', { participantId: 'ann', quality: 'low' as const }],
      ['2', { participantId: 'cem', quality: 'low' as const }],
      ['4', { participantId: 'dan', quality: 'medium' as const }],
    ]);
    expect([...qualityChanges(sent, wanted).keys()]).toEqual(['2', '4']);
  });
});

describe('VideoQualityRequests', () => {
  let sent: ClientMessage[];
  let connected: boolean;
  let requests: VideoQualityRequests;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    connected = true;
    requests = new VideoQualityRequests((message) => connected && sent.push(message) > 0);
  });
  afterEach(() => vi.useRealTimers());

  it('tells new cameras at once, then sends size changes once they settle, and only changes', () => {
    requests.setTile('ann:camera', 'ann', { height: 120, focused: false });
    requests.setStreams(streams);
    expect(sent).toEqual([
      {
        type: 'videoQuality',
        streams: [
          { mid: '1', quality: 'low' },
          { mid: '2', quality: 'off' },
        ],
      },
    ]);
    requests.setTile('ann:camera', 'ann', { height: 250, focused: false });
    vi.advanceTimersByTime(100);
    requests.setTile('ann:camera', 'ann', { height: 300, focused: false });
    requests.setTile('bob:camera', 'bob', { height: 150, focused: false });
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(sent.at(-1)).toEqual({
      type: 'videoQuality',
      streams: [
        { mid: '1', quality: 'medium' },
        { mid: '2', quality: 'low' },
      ],
    });
    requests.setTile('bob:camera', 'bob', { height: 170, focused: false });
    requests.setTile('ann:camera', 'ann', { height: 600, focused: true });
    vi.advanceTimersByTime(1_000);
    expect(sent.at(-1)).toEqual({ type: 'videoQuality', streams: [{ mid: '1', quality: 'high' }] });
    requests.setStreams(streams);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(3);
  });

  it('tells a new subscribing connection everything again, and retries what could not be sent', () => {
    requests.setTile('bob:camera', 'bob', { height: 300, focused: false });
    requests.setStreams(streams);
    expect(sent).toHaveLength(1);

    requests.reset();
    connected = false;
    requests.setStreams([stream('5', 'bob')]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(1);
    connected = true;
    requests.setStreams([stream('5', 'bob')]);
    expect(sent.at(-1)).toEqual({ type: 'videoQuality', streams: [{ mid: '5', quality: 'medium' }] });
  });

  it('turns every camera off at once when the tab is hidden, and back when it is shown', () => {
    requests.setStreams(streams);
    requests.setTile('ann:camera', 'ann', { height: 300, focused: false });
    requests.setTile('bob:camera', 'bob', { height: 100, focused: false });
    vi.advanceTimersByTime(1_000);
    requests.setPageHidden(true);
    expect(sent.at(-1)).toEqual({
      type: 'videoQuality',
      streams: [
        { mid: '1', quality: 'off' },
        { mid: '2', quality: 'off' },
      ],
    });
    requests.setPageHidden(false);
    expect(sent.at(-1)).toEqual({
      type: 'videoQuality',
      streams: [
        { mid: '1', quality: 'medium' },
        { mid: '2', quality: 'low' },
      ],
    });
  });

  it('lowers the asked layers under a new link cap, and raises them again when it lifts', () => {
    requests.setStreams(streams);
    requests.setTile('ann:camera', 'ann', { height: 600, focused: true });
    requests.setTile('bob:camera', 'bob', { height: 100, focused: false });
    vi.advanceTimersByTime(1_000);
    requests.setCap('low');
    vi.advanceTimersByTime(1_000);
    expect(sent.at(-1)).toEqual({ type: 'videoQuality', streams: [{ mid: '1', quality: 'low' }] });
    requests.setCap('high');
    vi.advanceTimersByTime(1_000);
    expect(sent.at(-1)).toEqual({ type: 'videoQuality', streams: [{ mid: '1', quality: 'high' }] });
  });

  it('sends nothing after a reset until new streams come', () => {
    requests.setStreams([]);
    requests.setTile('ann:camera', 'ann', { height: 100, focused: false });
    requests.reset();
    vi.advanceTimersByTime(1_000);
    requests.setTile('ann:camera', 'ann', { height: 110, focused: false });
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([]);
  });
});
