import type { Participant } from '@vm/contracts';

/** One rectangle on screen: a person's camera (or avatar), or a screen they share. */
export interface TileRef {
  key: string;
  participantId: string;
  source: 'camera' | 'screen';
}

/** Camera tiles in join order, each screen share right after its owner's camera. */
export function buildTiles(participants: readonly Participant[]): TileRef[] {
  return participants.flatMap((person) => {
    const camera: TileRef = { key: `${person.id}:camera`, participantId: person.id, source: 'camera' };
    return person.screenSharing
      ? [camera, { key: `${person.id}:screen`, participantId: person.id, source: 'screen' }]
      : [camera];
  });
}

export interface FocusInput {
  tiles: readonly TileRef[];
  pinnedKey: string | null;
  activeSpeakerId: string | null;
  selfId: string | null;
}

/**
 * Which tile the speaker layout shows large: a pinned tile, else a screen share (shown large to
 * everyone), else the active speaker, else someone other than me, else me.
 */
export function pickFocus({ tiles, pinnedKey, activeSpeakerId, selfId }: FocusInput): TileRef | null {
  const pinned = tiles.find((tile) => tile.key === pinnedKey);
  if (pinned) return pinned;
  const screens = tiles.filter((tile) => tile.source === 'screen');
  const remoteScreen = screens.find((tile) => tile.participantId !== selfId);
  if (remoteScreen ?? screens[0]) return remoteScreen ?? screens[0] ?? null;
  const speaker = tiles.find((tile) => tile.source === 'camera' && tile.participantId === activeSpeakerId);
  if (speaker && speaker.participantId !== selfId) return speaker;
  return tiles.find((tile) => tile.participantId !== selfId) ?? tiles[0] ?? null;
}
