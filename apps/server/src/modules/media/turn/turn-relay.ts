import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, IceServer } from '#server/config.ts';
import type { PartStatus } from '../../health/health-parts';
import { findTurnServer } from './find-turnserver';
import { ManagedCoturn } from './managed-coturn';
import { managedTurnAddress, managedTurnHost } from './managed-turn-address';
import { turnCredential } from './turn-credentials';

/** The TURN relay browsers may fall back to: who gets which credential, and the managed coturn's life. */
export interface TurnRelay {
  /**
   * The TURN entry for one participant's peer connections, signed for them alone; none while
   * unavailable. `requestHost`: the host their browser reached the product by (lib/request-host.ts),
   * which the managed coturn's URL names when it listens where the product does.
   */
  iceServersFor(participantId: string, now: Date, requestHost?: string): IceServer[];
  /** For health: disabled, starting, ready or unavailable (coturn not installed). */
  status(): PartStatus;
  start(): void;
  stop(): Promise<void>;
}

const REALM = 'video-meeting';

const INSTALL_HINT =
  "install it with 'sudo apt-get install coturn' (or run 'node scripts/ensure-coturn.mjs') or set TURNSERVER_PATH";

/**
 * TURN_URLS with TURN_SECRET (your servers), 'off', or by default a managed coturn on the product's
 * addresses (HOST) whose secret is picked here at each start and never leaves this process except into
 * its 0600 config file.
 */
export function createTurnRelay(config: Config, log: FastifyBaseLogger): TurnRelay {
  const { turn } = config.media;
  const lifetimeMs = turn.credentialHours * 3_600_000;
  const entry = (urls: string[], secret: string, participantId: string, now: Date): IceServer => ({
    urls,
    ...turnCredential(secret, participantId, new Date(now.getTime() + lifetimeMs)),
  });

  const idle = { start: () => {}, stop: async () => {} };
  if (turn.mode === 'off') {
    return { ...idle, iceServersFor: () => [], status: () => ({ status: 'disabled', detail: 'TURN_URLS=off' }) };
  }
  if (turn.mode === 'external') {
    return {
      ...idle,
      iceServersFor: (participantId, now) => [entry(turn.urls, turn.secret, participantId, now)],
      status: () => ({ status: 'ready', detail: `TURN_URLS: ${turn.urls.length} servers` }),
    };
  }

  const turnLog = log.child({ module: 'turn' });
  const binary = findTurnServer(turn.binary);
  if (!binary) {
    const reason = `The TURN server (coturn) was not found: ${INSTALL_HINT}. Browsers that cannot reach the media server directly cannot connect until then.`;
    return {
      ...idle,
      iceServersFor: () => [],
      status: () => ({ status: 'unavailable', detail: reason }),
      start: () => turnLog.warn(reason),
    };
  }
  const secret = randomBytes(32).toString('base64url');
  const coturn = new ManagedCoturn({
    binary,
    dataDir: config.dataDir,
    port: turn.port,
    secret,
    realm: REALM,
    allowedPeers: mediaServerAddresses(config),
    verbose: ['debug', 'trace'].includes(config.logLevel),
    log: turnLog,
    address: managedTurnAddress(config.host),
    tls: turn.tls,
  });
  const where = coturn.address.listeningIp ?? 'every address';
  return {
    iceServersFor(participantId, now, requestHost) {
      const port = coturn.port;
      if (port === undefined) return [];
      const host = managedTurnHost(coturn.address, requestHost);
      const base = `turn:${host}:${port}`;
      // TURN over TLS last: browsers try every URL, and a network that lets only TLS out gets this one.
      const tls = coturn.tlsPort === undefined ? [] : [`turns:${host}:${coturn.tlsPort}?transport=tcp`];
      return [entry([`${base}?transport=udp`, `${base}?transport=tcp`, ...tls], secret, participantId, now)];
    },
    status: () =>
      coturn.port === undefined
        ? { status: 'starting', detail: 'starting the managed TURN server (coturn)' }
        : {
            status: 'ready',
            detail: `managed coturn on ${where}, port ${coturn.port}${coturn.tlsPort ? `, TLS port ${coturn.tlsPort}` : ''}`,
          },
    start: () => coturn.start(),
    stop: () => coturn.stop(),
  };
}

/**
 * The addresses a relay may reach although they are private: the media servers'. MEDIA_SERVER_URL's
 * servers by their addresses in the configuration (names are skipped: coturn takes addresses); the
 * managed Janus offers candidates on every interface of this machine, and on RTC_ANNOUNCED_IP.
 */
export function mediaServerAddresses(config: Config): string[] {
  const { media } = config;
  if (media.serverUrls.length > 0) return media.privateAddresses.filter((address) => net.isIP(address) !== 0);
  const interfaces = Object.values(os.networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && !info.internal && !info.address.startsWith('fe80:'))
    .map((info) => info!.address);
  return [...(media.announcedIp ? [media.announcedIp] : []), ...interfaces];
}
