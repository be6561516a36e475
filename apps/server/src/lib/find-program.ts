import fs from 'node:fs';
import path from 'node:path';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A system program the product runs (janus, turnserver): the configured path when set (and only it),
 * else the first `name` on PATH, else Debian's /usr/bin/<name>.
 */
export function findProgram(name: string, configured: string | undefined, envPath: string): string | undefined {
  if (configured) return isExecutable(configured) ? path.resolve(configured) : undefined;
  const onPath = envPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name));
  return [...onPath, `/usr/bin/${name}`].find(isExecutable);
}
