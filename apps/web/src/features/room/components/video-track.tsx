import { useEffect, useRef } from 'react';

interface VideoTrackProps {
  track: MediaStreamTrack;
  /** My own camera is mirrored, as people expect from a mirror; others and screens are not. */
  mirrored?: boolean;
  /** Screens are shown whole; cameras fill their tile. */
  fit?: 'cover' | 'contain';
  label: string;
}

/** A muted <video> showing one track; the element is re-used when the track changes. */
export function VideoTrack({ track, mirrored = false, fit = 'cover', label }: VideoTrackProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = new MediaStream([track]);
    // Autoplay of muted video is allowed everywhere; play() only reports if it was not.
    video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [track]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted
      className={`size-full bg-black ${fit === 'cover' ? 'object-cover' : 'object-contain'} ${mirrored ? '-scale-x-100' : ''}`}
    />
  );
}
