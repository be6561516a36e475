import net from 'node:net';

/**
 * Where the managed coturn listens and which host its TURN URL names (decision record 063, amended):
 * where the product is reachable, so is the relay.
 */
export interface ManagedTurnAddress {
  /** coturn's listening-ip; undefined: every address of this machine, as the product listens. */
  listeningIp: string | undefined;
  /** The address the ready check connects to. */
  probeIp: string;
  /** Whether the URL names the host the participant's browser reached the product by. */
  followsRequest: boolean;
  /** The URL's host when the request named none (or `followsRequest` is false), in URL form. */
  fallbackHost: string;
}

const LOOPBACK = '127.0.0.1';

/**
 * From HOST: on every address (0.0.0.0, ::) coturn listens on every address too, and a browser is
 * sent to the host it reached the product by; on one address coturn takes that address; on loopback
 * (or a name, which coturn cannot listen on) it stays on 127.0.0.1 for this machine's browsers, even
 * when a proxy in front of the product was reached under another name.
 */
export function managedTurnAddress(productHost: string): ManagedTurnAddress {
  const family = net.isIP(productHost);
  if (productHost === '0.0.0.0' || productHost === '::') {
    return { listeningIp: undefined, probeIp: LOOPBACK, followsRequest: true, fallbackHost: LOOPBACK };
  }
  if (family === 0 || isLoopback(productHost)) {
    const address = family === 0 ? LOOPBACK : productHost;
    return { listeningIp: address, probeIp: address, followsRequest: false, fallbackHost: inUrl(address) };
  }
  return { listeningIp: productHost, probeIp: productHost, followsRequest: true, fallbackHost: inUrl(productHost) };
}

/** The URL host for a participant who reached the product by `requestHost` (from requestHost()). */
export function managedTurnHost(address: ManagedTurnAddress, requestHost: string | undefined): string {
  return address.followsRequest && requestHost ? requestHost : address.fallbackHost;
}

function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '::1';
}

function inUrl(address: string): string {
  return net.isIPv6(address) ? `[${address}]` : address;
}
