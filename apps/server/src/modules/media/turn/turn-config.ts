import net from 'node:net';

/**
 * Peers no relay may reach: "this network", private, carrier-grade NAT, loopback, link-local, benchmark
 * and unique-local ranges. A TURN relay otherwise lets anyone with a credential send UDP into the
 * network it stands in (another machine's database, a cloud metadata address). The media servers' own
 * addresses are let through by `allowed-peer-ip`, which coturn checks before these.
 */
export const DENIED_PEER_RANGES = [
  '0.0.0.0-0.255.255.255',
  '10.0.0.0-10.255.255.255',
  '100.64.0.0-100.127.255.255',
  '127.0.0.0-127.255.255.255',
  '169.254.0.0-169.254.255.255',
  '172.16.0.0-172.31.255.255',
  '192.168.0.0-192.168.255.255',
  '198.18.0.0-198.19.255.255',
  'fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  'fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  '::1',
];

export interface TurnServerConfig {
  /** undefined: every address; coturn then relays from the address each client reached it on. */
  listeningIp: string | undefined;
  port: number;
  realm: string;
  secret: string;
  /** The media servers' addresses: the only private addresses a relay may send to. */
  allowedPeers: string[];
  pidFile: string;
  userDb: string;
  verbose: boolean;
  /** TURN over TLS (TURN_TLS_PORT): its port and PEM files; undefined, no TLS listener. */
  tls?: { port: number; certFile: string; keyFile: string };
}

/** Relays one participant may hold at once (a publisher and a subscriber, each with a spare), and in all. */
const USER_QUOTA = 8;
const TOTAL_QUOTA = 2000;

/** turnserver.conf for the managed coturn: long-term credentials from the shared secret, UDP relays only. */
export function turnServerConfig(config: TurnServerConfig): string {
  const peers = [...new Set(config.allowedPeers.filter((address) => net.isIP(address) !== 0))];
  const lines = [
    ...(config.listeningIp === undefined
      ? []
      : [`listening-ip=${config.listeningIp}`, `relay-ip=${config.listeningIp}`]),
    `listening-port=${config.port}`,
    'fingerprint',
    'use-auth-secret',
    `static-auth-secret=${config.secret}`,
    `realm=${config.realm}`,
    // Plain TURN (UDP and TCP) always; TURN over TLS when TURN_TLS_PORT is set, for networks that let
    // only 443 out. DTLS never: browsers do not speak TURN over DTLS.
    ...(config.tls
      ? [`tls-listening-port=${config.tls.port}`, `cert=${config.tls.certFile}`, `pkey=${config.tls.keyFile}`]
      : ['no-tls']),
    'no-dtls',
    'no-cli',
    // WebRTC relays UDP; TCP relays (RFC 6062) would reach TCP services on allowed addresses.
    'no-tcp-relay',
    'no-multicast-peers',
    `user-quota=${USER_QUOTA}`,
    `total-quota=${TOTAL_QUOTA}`,
    ...peers.map((address) => `allowed-peer-ip=${address}`),
    ...DENIED_PEER_RANGES.map((range) => `denied-peer-ip=${range}`),
    `pidfile=${config.pidFile}`,
    `userdb=${config.userDb}`,
    'log-file=stdout',
    'simple-log',
    ...(config.verbose ? ['verbose'] : []),
  ];
  return `${lines.join('\n')}\n`;
}
