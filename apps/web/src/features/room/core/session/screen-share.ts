/**
 * Captures a screen, window or tab and publishes it as an extra video on the publishing
 * connection. The browser's own 'Stop sharing' ends the track, which stops the share here too.
 */
export async function captureScreen(onEnded: () => void): Promise<MediaStreamTrack | null> {
  if (typeof navigator.mediaDevices?.getDisplayMedia !== 'function') return null;
  const stream = await navigator.mediaDevices.getDisplayMedia({
    video: { frameRate: { ideal: 15, max: 30 } },
    audio: false,
  });
  const track = stream.getVideoTracks()[0] ?? null;
  if (!track) return null;
  // Tells the encoder to keep text sharp rather than motion smooth.
  track.contentHint = 'detail';
  track.addEventListener('ended', onEnded, { once: true });
  return track;
}

export const isScreenShareSupported = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
