import type { RemoteTracks } from '../media/subscriber';

/** The media the screens show: other people's tracks by participant, and my own screen share. */
export interface RoomMediaState {
  remoteTracks: RemoteTracks;
  screen: { track: MediaStreamTrack | null; pending: boolean };
}

export const initialRoomMediaState: RoomMediaState = { remoteTracks: {}, screen: { track: null, pending: false } };
