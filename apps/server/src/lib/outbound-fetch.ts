import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * The one way the server reads an address a user gave it (a calendar feed; later an identity
 * provider's metadata), decision record 069: http(s) only, a time limit for the whole read, a size
 * limit, a few redirects each checked again, and never an address inside the server's networks
 * (loopback, private, link-local, CGNAT, multicast, unspecified, IPv4 and IPv6, IPv4-mapped too).
 * The address is checked where the connection is made: the agent's DNS lookup refuses a name that
 * resolves inside, so a name that answers differently the second time (DNS rebinding) gains nothing.
 * `allowPrivateAddresses` (FETCH_ALLOW_PRIVATE_ADDRESSES) lifts the address rule for tests and
 * private deployments. Errors name what went wrong, never the address, which may be a secret.
 */
export type OutboundFetchErrorCode =
  | 'URL_NOT_ALLOWED'
  | 'ADDRESS_NOT_ALLOWED'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_STATUS'
  | 'UNREACHABLE';

export class OutboundFetchError extends Error {
  constructor(
    readonly code: OutboundFetchErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OutboundFetchError';
  }
}

export interface OutboundFetchOptions {
  allowPrivateAddresses: boolean;
  /**
   * Exact addresses let through although inside (a private deployment's one calendar server; a test's
   * local server while every other inside address stays refused).
   */
  allowAddresses?: readonly string[];
  /** The whole read, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Sent as Accept. */
  accept?: string;
}

export interface OutboundFetch {
  /** The body of a 2xx answer as text; throws OutboundFetchError. */
  text(url: string): Promise<string>;
  close(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Drops an answer's body unread; undici reports the abort as an error nobody needs. */
function discard(body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown }): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** Only public unicast addresses; ipaddr.js names every other range (`private`, `loopback`, `carrierGradeNat` ...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() reads an IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

const addressRefused = () =>
  new OutboundFetchError('ADDRESS_NOT_ALLOWED', 'The address points inside the server network');

type AddressRule = (address: string) => boolean;

function addressRule(options: OutboundFetchOptions): AddressRule {
  if (options.allowPrivateAddresses) return () => true;
  const listed = new Set((options.allowAddresses ?? []).map((address) => ipaddr.process(address).toString()));
  return (address) =>
    isPublicAddress(address) || (ipaddr.isValid(address) && listed.has(ipaddr.process(address).toString()));
}

/** dns.lookup, refusing a name when any of its addresses is not allowed (the connection could pick it). */
function guardedLookup(allowed: AddressRule): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((entry) => !allowed(entry.address))) {
        return callback(addressRefused() as unknown as NodeJS.ErrnoException, '', 0);
      }
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The URL if it may be read: http(s), and a literal IP address only when public (no lookup checks those). */
function checkedUrl(text: string, allowed: AddressRule): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundFetchError('URL_NOT_ALLOWED', 'Not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundFetchError('URL_NOT_ALLOWED', 'Only http and https addresses are read');
  }
  if (url.username || url.password)
    throw new OutboundFetchError('URL_NOT_ALLOWED', 'Addresses with a password are not read');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !allowed(host)) throw addressRefused();
  return url;
}

/** Our error for whatever undici or the lookup threw. */
function asFetchError(error: unknown, signal: AbortSignal): OutboundFetchError {
  if (error instanceof OutboundFetchError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof OutboundFetchError) return cause;
  if (signal.aborted) return new OutboundFetchError('TIMEOUT', 'The address did not answer in time');
  const code = (error as { code?: string })?.code;
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new OutboundFetchError('TIMEOUT', 'The address did not answer in time');
  }
  return new OutboundFetchError('UNREACHABLE', 'The address could not be reached');
}

export function createOutboundFetch(options: OutboundFetchOptions): OutboundFetch {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const allowed = addressRule(options);
  const agent = new Agent({
    connect: { timeout: timeoutMs, lookup: guardedLookup(allowed) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  async function readBody(
    body: Parameters<typeof discard>[0] & AsyncIterable<Buffer>,
    signal: AbortSignal,
  ): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) {
        discard(body);
        throw new OutboundFetchError('TOO_LARGE', `The answer is larger than ${maxBytes} bytes`);
      }
      if (signal.aborted) break;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  return {
    async text(start: string): Promise<string> {
      const signal = AbortSignal.timeout(timeoutMs);
      let url = checkedUrl(start, allowed);
      try {
        for (let hop = 0; ; hop += 1) {
          const answer = await request(url, {
            dispatcher: agent,
            method: 'GET',
            signal,
            headers: { accept: options.accept ?? '*/*', 'user-agent': 'VideoMeeting' },
          });
          if (REDIRECTS.has(answer.statusCode)) {
            discard(answer.body);
            const location = answer.headers.location;
            if (typeof location !== 'string')
              throw new OutboundFetchError('HTTP_STATUS', 'A redirect without a Location', answer.statusCode);
            if (hop >= maxRedirects)
              throw new OutboundFetchError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects`);
            url = checkedUrl(new URL(location, url).toString(), allowed);
            continue;
          }
          if (answer.statusCode < 200 || answer.statusCode > 299) {
            discard(answer.body);
            throw new OutboundFetchError('HTTP_STATUS', `The address answered ${answer.statusCode}`, answer.statusCode);
          }
          const length = Number(answer.headers['content-length']);
          if (Number.isFinite(length) && length > maxBytes) {
            discard(answer.body);
            throw new OutboundFetchError('TOO_LARGE', `The answer is larger than ${maxBytes} bytes`);
          }
          const text = await readBody(answer.body, signal);
          if (signal.aborted) throw new OutboundFetchError('TIMEOUT', 'The address did not answer in time');
          return text;
        }
      } catch (error) {
        throw asFetchError(error, signal);
      }
    },
    close: () => agent.close(),
  };
}
