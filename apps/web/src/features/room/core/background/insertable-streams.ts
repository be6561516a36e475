// Chromium's insertable streams for video (MediaStreamTrackProcessor / MediaStreamTrackGenerator),
// which TypeScript's DOM library does not describe yet.

interface TrackProcessor {
  readonly readable: ReadableStream<VideoFrame>;
}

interface TrackGenerator extends MediaStreamTrack {
  readonly writable: WritableStream<VideoFrame>;
}

interface InsertableStreams {
  MediaStreamTrackProcessor: new (init: { track: MediaStreamTrack; maxBufferSize?: number }) => TrackProcessor;
  MediaStreamTrackGenerator: new (init: { kind: 'video' }) => TrackGenerator;
}

/** The two constructors when the page has them (Chromium), null elsewhere (Firefox, Safari). */
export function insertableStreams(): InsertableStreams | null {
  const scope = globalThis as Partial<InsertableStreams>;
  if (typeof scope.MediaStreamTrackProcessor !== 'function' || typeof scope.MediaStreamTrackGenerator !== 'function') {
    return null;
  }
  return {
    MediaStreamTrackProcessor: scope.MediaStreamTrackProcessor,
    MediaStreamTrackGenerator: scope.MediaStreamTrackGenerator,
  };
}
