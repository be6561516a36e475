interface RecordingPlayerProps {
  id: string;
  /** The signed link as it was when Play was pressed: the list's polling signs a new one each time. */
  src: string;
  label: string;
}

/**
 * The MP4 inline with the browser's own controls. `preload="metadata"` fetches the length and first
 * frame only; the signed link answers Range requests, so seeking works without downloading it all.
 */
export function RecordingPlayer({ id, src, label }: RecordingPlayerProps) {
  return (
    <video
      id={id}
      controls
      preload="metadata"
      src={src}
      aria-label={label}
      className="mt-3 aspect-video w-full max-w-3xl rounded-lg bg-black"
    />
  );
}
