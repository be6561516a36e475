/**
 * How every VideoRoom is created. VP8 because Chrome simulcasts it and Janus then picks the substream
 * per subscriber; Opus with in-band FEC and DTX (silence costs almost nothing). The bitrate is a cap
 * per publisher that Janus enforces with REMB: three simulcast layers of a 720p camera fit in 1.5
 * Mbit/s, a screen share beside it in the rest.
 */
export const PUBLISHER_BITRATE_CAP = 2_500_000;

/**
 * `recordFolder`: the room is created recording into that folder (a room recreated on another media
 * server while a recording runs). Every room has `lock_record`: with it Janus 1.1.2 lets only a request
 * carrying the room secret (ours: `enable_recording`, `edit`) change what is recorded, and ignores
 * `record` or `filename` in a `configure` without it. (Its publisher `join` does not check the lock,
 * but only our server joins publishers, never with those fields.)
 */
export function videoRoomCreateRequest(room: number, secret: string, maxPublishers: number, recordFolder?: string) {
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
    lock_record: true,
    ...(recordFolder === undefined ? {} : { record: true, rec_dir: recordFolder }),
  };
}

/**
 * Points the room's recordings at a folder: Janus's `edit` with `new_rec_dir`, which applies to the
 * files opened after it (so it comes before `enable_recording`). Janus names each file
 * `videoroom-<room>-user-<feed>-<microseconds>-<audio|video>-<mindex>.mjr` in that folder.
 */
export function recordFolderRequest(room: number, secret: string, folder: string) {
  return { request: 'edit', room, secret, new_rec_dir: folder };
}

/**
 * Starts or stops recording every publisher of the room. Janus 1.1.2 opens files at once for everyone
 * already sending (and asks their cameras for a keyframe), and for each publisher or stream that starts
 * while the room records; `false` closes every file before it answers.
 */
export function enableRecordingRequest(room: number, secret: string, record: boolean) {
  return { request: 'enable_recording', room, secret, record };
}

/** Janus room and feed ids: random, below 2^53 so JSON numbers stay exact. */
export function randomJanusId(): number {
  return Math.floor(Math.random() * 2 ** 52) + 1;
}
