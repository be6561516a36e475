import type { MediaSource, RoomInfo } from '@vm/contracts';
import { offerSections } from '../../media/sdp-offer';
import type { Identity } from '../room-types';

export const PERMISSION_MESSAGES = {
  hostOnly: 'Only the host can do that.',
  chatOff: 'Chat is turned off for this meeting.',
  screenOff: 'Screen sharing is turned off for this meeting.',
  badTracks: 'The offer does not match the tracks it names.',
} as const;

/** With screen sharing off, only the organizer may still present (Zoom's "host only" sharing). */
export function maySharescreen(identity: Identity, room: RoomInfo): boolean {
  return identity.role === 'host' || room.allowScreenSharing;
}

const kindOf: Record<MediaSource, string> = { microphone: 'audio', camera: 'video', screen: 'video' };

/**
 * What a publisher may send: each sending m-section must be one of the named tracks with the right
 * kind, at most one microphone, one camera and one screen, and a screen only when allowed. Returns an
 * error message, or undefined when the offer is acceptable.
 */
export function checkPublishedTracks(
  sdp: string,
  tracks: Array<{ mid: string; source: MediaSource }>,
  screenAllowed: boolean,
): string | undefined {
  const sources = tracks.map((track) => track.source);
  if (new Set(sources).size !== sources.length) return PERMISSION_MESSAGES.badTracks;
  const byMid = new Map(tracks.map((track) => [track.mid, track.source]));
  for (const section of offerSections(sdp)) {
    if (!section.sending || (section.kind !== 'audio' && section.kind !== 'video')) continue;
    const source = section.mid === undefined ? undefined : byMid.get(section.mid);
    if (!source || kindOf[source] !== section.kind) return PERMISSION_MESSAGES.badTracks;
    if (source === 'screen' && !screenAllowed) return PERMISSION_MESSAGES.screenOff;
  }
  return undefined;
}
