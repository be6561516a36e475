/**
 * How every VideoRoom is created. VP8 because Chrome simulcasts it and Janus then picks the substream
 * per subscriber; Opus with in-band FEC and DTX (silence costs almost nothing). The bitrate is a cap
 * per publisher that Janus enforces with REMB: three simulcast layers of a 720p camera fit in 1.5
 * Mbit/s, a screen share beside it in the rest.
 */
export const PUBLISHER_BITRATE_CAP = 2_500_000;

export function videoRoomCreateRequest(room: number, secret: string, maxPublishers: number) {
  return {
    request: 'create',
    room,
    secret,
    description: `video-meeting ${room}`,
    is_private: true,
    permanent: false,
    publishers: maxPublishers,
    videocodec: 'vp8',
    audiocodec: 'opus',
    opus_fec: true,
    opus_dtx: true,
    bitrate: PUBLISHER_BITRATE_CAP,
    bitrate_cap: true,
    // A keyframe every 10 s at most when new subscribers need one (Janus also forwards PLI/FIR).
    fir_freq: 10,
    // Talking events drive the active speaker: level averaged over ~1 s of packets.
    audiolevel_event: true,
    audio_active_packets: 50,
    audio_level_average: 40,
    notify_joining: true,
  };
}

/** Janus room and feed ids: random, below 2^53 so JSON numbers stay exact. */
export function randomJanusId(): number {
  return Math.floor(Math.random() * 2 ** 52) + 1;
}
