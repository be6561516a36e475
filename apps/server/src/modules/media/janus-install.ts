import fs from 'node:fs';
import path from 'node:path';
import { findProgram } from '#server/lib/find-program.ts';

/** Where the janus binary and its plugin and transport libraries are on this machine. */
export interface JanusInstall {
  binary: string;
  pluginsFolder: string;
  transportsFolder: string;
  /** File names in each folder, so the generated config can switch off everything we do not use. */
  plugins: string[];
  transports: string[];
}

export const VIDEOROOM_PLUGIN = 'libjanus_videoroom.so';
export const WEBSOCKETS_TRANSPORT = 'libjanus_websockets.so';

/** JANUS_PATH when set, else the first janus on PATH, else Debian's /usr/bin/janus. */
export function findJanusBinary(configured: string | undefined, envPath = process.env.PATH ?? ''): string | undefined {
  return findProgram('janus', configured, envPath);
}

/**
 * Janus keeps its modules in <prefix>/lib/janus/{plugins,transports} beside <prefix>/bin/janus; Debian
 * puts them under a multiarch folder (/usr/lib/x86_64-linux-gnu/janus). Only the binary's own prefix
 * counts, so a custom build never runs with another install's plugins.
 */
function libraryRoots(binary: string): string[] {
  const root = path.resolve(path.dirname(fs.realpathSync(binary)), '../lib');
  let multiarch: string[] = [];
  try {
    multiarch = fs.readdirSync(root).filter((name) => name.includes('-linux-'));
  } catch {
    // No lib folder: nothing to find.
  }
  return [root, ...multiarch.map((name) => path.join(root, name))].map((dir) => path.join(dir, 'janus'));
}

export function findJanusInstall(configuredBinary: string | undefined): JanusInstall | undefined {
  const binary = findJanusBinary(configuredBinary);
  if (!binary) return undefined;
  const libDir = libraryRoots(binary).find((dir) => fs.existsSync(path.join(dir, 'plugins', VIDEOROOM_PLUGIN)));
  if (!libDir || !fs.existsSync(path.join(libDir, 'transports', WEBSOCKETS_TRANSPORT))) return undefined;
  const list = (folder: string) => fs.readdirSync(folder).filter((name) => /^libjanus_\w+\.so$/.test(name));
  const pluginsFolder = path.join(libDir, 'plugins');
  const transportsFolder = path.join(libDir, 'transports');
  return { binary, pluginsFolder, transportsFolder, plugins: list(pluginsFolder), transports: list(transportsFolder) };
}
