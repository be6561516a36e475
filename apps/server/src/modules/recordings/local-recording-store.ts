import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, type ByteRange, type RecordingStore } from './recording-store';

/**
 * The recording store on this machine's disk, under DATA_DIR/recordings (beside `raw/`, where the
 * managed Janus writes its tracks). Files are readable by our user only. With several nodes the
 * folder must be one shared mount, or a node answers 503 for a file another node wrote.
 */
export function createLocalRecordingStore(root: string): RecordingStore {
  const pathOf = (key: string) => path.join(root, checkedKey(key));

  return {
    async put(key, fromPath) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Renamed into place, so a reader never sees half a file; a copy first when the temporary
      // file is on another file system (rename cannot cross devices).
      const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
      try {
        await fs.rename(fromPath, partial);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.copyFile(fromPath, partial);
        await fs.rm(fromPath, { force: true });
      }
      await fs.chmod(partial, 0o600);
      await fs.rename(partial, target);
      return (await fs.stat(target)).size;
    },

    async open(key, range?: ByteRange): Promise<Readable> {
      // Opened here, so a missing file rejects now instead of failing the stream later.
      const handle = await fs.open(pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async size(key) {
      try {
        const stat = await fs.stat(pathOf(key));
        return stat.isFile() ? stat.size : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
