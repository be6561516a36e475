import { makeFixtures, VIDEO_LAYERS } from './make-fixtures.mjs';
import { readIvf, readOggOpus } from './media-files';
import type { Fixtures } from './publisher';

/**
 * The media every synthetic camera and microphone plays, read from the fixture files (made first with
 * Debian's ffmpeg when missing; that needs the network, so outside the media namespace).
 */
export function loadFixtures(): Fixtures {
  const paths = makeFixtures();
  return {
    video: VIDEO_LAYERS.map((layer) => {
      const ivf = readIvf(paths.video[layer.rid]!);
      return { rid: layer.rid, fps: ivf.fps, frames: ivf.frames };
    }),
    audio: readOggOpus(paths.audio),
  };
}
