import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import Janode from 'janode';
import type { Config } from '#server/config.ts';
import { findJanusInstall } from './janus-install';
import { ManagedJanus } from './managed-janus';
import { MediaPool } from './media-pool';
import { MediaServer } from './media-server';
import type { RecordingsPlace } from './room-recording';

export interface MediaModule {
  pool: MediaPool;
  start(): void;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "install it with 'sudo apt-get install janus' (or run 'node scripts/ensure-janus.mjs') or set JANUS_PATH";

const NO_RECORDINGS_DIR =
  'Recording needs MEDIA_RECORDINGS_DIR: the folder the media servers of MEDIA_SERVER_URL write recordings to, as mounted on this node';

/**
 * The media servers: the managed Janus child process by default, or the MEDIA_SERVER_URL list.
 * Nothing here blocks start-up: rooms wait for a server, health reports starting/ready/unavailable.
 */
export function createMediaModule(config: Config, log: FastifyBaseLogger): MediaModule {
  // janode prints to the console by itself; our logger reports what matters.
  Janode.Logger.setLevel(['debug', 'trace'].includes(config.logLevel) ? 'warning' : 'none');
  const mediaLog = log.child({ module: 'media' });
  const { media } = config;

  if (media.serverUrls.length > 0) {
    const servers = media.serverUrls.map(
      (url, index) => new MediaServer(() => url, new URL(url).host, mediaLog, media.privateAddresses[index]),
    );
    // An external Janus writes where its own machine says; only a folder we share with it lets us
    // read the files (docs/decisions/031).
    const recordings: RecordingsPlace = media.recordingsDir
      ? { dir: media.recordingsDir, folderMode: 0o2770 }
      : { unavailable: NO_RECORDINGS_DIR };
    return {
      pool: new MediaPool(servers, undefined, recordings, media.maxSubscribers),
      start: () => servers.forEach((server) => server.start()),
      stop: async () => void (await Promise.all(servers.map((server) => server.close()))),
    };
  }

  const install = findJanusInstall(media.janusPath);
  if (!install) {
    const reason = `The media server (janus) was not found: ${INSTALL_HINT}. Meetings work without video until then.`;
    return {
      pool: new MediaPool([], reason, { unavailable: reason }),
      start: () => mediaLog.warn(reason),
      stop: async () => {},
    };
  }
  const janus = new ManagedJanus({
    install,
    dataDir: config.dataDir,
    rtcMinPort: media.rtcMinPort,
    rtcMaxPort: media.rtcMaxPort,
    announcedIp: media.announcedIp,
    verbose: ['debug', 'trace'].includes(config.logLevel),
    log: mediaLog,
  });
  const server = new MediaServer(() => janus.url, 'managed janus', mediaLog);
  janus.on('ready', () => server.wake());
  // The managed Janus runs as our user: its recordings stay private to us under DATA_DIR.
  const recordingsDir = media.recordingsDir ?? path.join(config.dataDir, 'recordings', 'raw');
  return {
    // One server: a large meeting's audience is capped at its capacity (docs/decisions/047).
    pool: new MediaPool([server], undefined, { dir: recordingsDir, folderMode: 0o700 }, media.maxSubscribers),
    start() {
      janus.start();
      server.start();
    },
    async stop() {
      await server.close();
      await janus.stop();
    },
  };
}
