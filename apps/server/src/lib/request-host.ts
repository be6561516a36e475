import net from 'node:net';

/** A DNS name as a URL may carry it: labels of letters, digits and hyphens, 253 characters at most. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * The host name or address from a request's Host header, without its port, in the form a URL takes
 * (an IPv6 address in brackets); undefined when it is missing or anything else. Whoever sent the
 * request wrote it: good for telling that client where to find us again, never for deciding anything.
 */
export function requestHost(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(header);
  if (bracketed) return net.isIPv6(bracketed[1]!) ? `[${bracketed[1]!.toLowerCase()}]` : undefined;
  const [name, port, ...rest] = header.split(':');
  if (rest.length > 0 || (port !== undefined && !/^\d{1,5}$/.test(port))) return undefined;
  if (!name || !HOST_NAME.test(name)) return undefined;
  return name.toLowerCase().replace(/\.$/, '');
}
