import { describe, expect, it } from 'vitest';
import { participant } from '#web/features/room/testing/room-fixtures.ts';
import { buildTiles, pickFocus } from './tiles';

const people = [participant('me'), participant('ann'), participant('bob', { screenSharing: true })];
const tiles = buildTiles(people);

describe('tiles and focus', () => {
  it('gives each person a camera tile and a screen share its own tile after it', () => {
    expect(tiles.map((tile) => tile.key)).toEqual(['me:camera', 'ann:camera', 'bob:camera', 'bob:screen']);
  });

  it('shows a pin first, then a screen share, then the active speaker', () => {
    const base = { tiles, selfId: 'me', activeSpeakerId: 'ann' };
    expect(pickFocus({ ...base, pinnedKey: 'ann:camera' })?.key).toBe('ann:camera');
    expect(pickFocus({ ...base, pinnedKey: null })?.key).toBe('bob:screen');
    const noScreen = buildTiles(people.map((person) => ({ ...person, screenSharing: false })));
    expect(pickFocus({ ...base, tiles: noScreen, pinnedKey: null })?.key).toBe('ann:camera');
  });

  it('never focuses on myself while someone else is there', () => {
    const noScreen = buildTiles(people.slice(0, 2));
    expect(pickFocus({ tiles: noScreen, selfId: 'me', activeSpeakerId: 'me', pinnedKey: null })?.key).toBe(
      'ann:camera',
    );
    const alone = buildTiles(people.slice(0, 1));
    expect(pickFocus({ tiles: alone, selfId: 'me', activeSpeakerId: null, pinnedKey: 'gone' })?.key).toBe('me:camera');
  });
});
