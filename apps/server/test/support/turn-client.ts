// A minimal TURN client over UDP (RFC 5389 messages, RFC 5766 Allocate and CreatePermission with
// long-term credentials): enough to ask a real coturn whether it takes a credential and which peers
// it relays to. Browsers do the same exchange before they relay media.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import net from 'node:net';

export const MAGIC_COOKIE = 0x2112a442;
export const METHOD = { allocate: 0x003, createPermission: 0x008 } as const;
export const ATTR = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  realm: 0x0014,
  nonce: 0x0015,
  xorPeerAddress: 0x0012,
  requestedTransport: 0x0019,
} as const;
const UDP = 17;

export interface StunAnswer {
  success: boolean;
  /** The ERROR-CODE of an error answer (401 unauthorized, 403 forbidden...). */
  code: number | undefined;
  attributes: Map<number, Buffer>;
}

export function attribute(type: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(value.length, 2);
  const padding = Buffer.alloc((4 - (value.length % 4)) % 4);
  return Buffer.concat([header, value, padding]);
}

export function xorPeerAddress(ip: string, port: number): Buffer {
  if (net.isIPv4(ip) === false) throw new Error('IPv4 peers only');
  const value = Buffer.alloc(8);
  value.writeUInt8(0x01, 1);
  value.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 2);
  const address = ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  value.writeUInt32BE((address ^ MAGIC_COOKIE) >>> 0, 4);
  return value;
}

/** A request; with `key`, MESSAGE-INTEGRITY over everything before it (its length counted in). */
export function request(method: number, transactionId: Buffer, attributes: Buffer[], key?: Buffer): Buffer {
  const body = Buffer.concat(attributes);
  const header = Buffer.alloc(20);
  header.writeUInt16BE(method, 0);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  if (!key) {
    header.writeUInt16BE(body.length, 2);
    return Buffer.concat([header, body]);
  }
  header.writeUInt16BE(body.length + 24, 2);
  const integrity = createHmac('sha1', key)
    .update(Buffer.concat([header, body]))
    .digest();
  return Buffer.concat([header, body, attribute(ATTR.messageIntegrity, integrity)]);
}

export function parse(message: Buffer): StunAnswer {
  const type = message.readUInt16BE(0);
  const length = message.readUInt16BE(2);
  const attributes = new Map<number, Buffer>();
  for (let offset = 20; offset + 4 <= 20 + length;) {
    const attrType = message.readUInt16BE(offset);
    const attrLength = message.readUInt16BE(offset + 2);
    attributes.set(attrType, message.subarray(offset + 4, offset + 4 + attrLength));
    offset += 4 + attrLength + ((4 - (attrLength % 4)) % 4);
  }
  const error = attributes.get(ATTR.errorCode);
  const code = error ? (error.readUInt8(2) & 0x7) * 100 + error.readUInt8(3) : undefined;
  // Class bits: 0x0100 success response, 0x0110 error response.
  return { success: (type & 0x0110) === 0x0100, code, attributes };
}

/** One client 5-tuple (one UDP socket) talking to a TURN server. */
/** The long-term credential's attributes, once the server has named its realm and nonce (RFC 5389 10.2). */
export function longTermAuth(username: string, realm: Buffer | undefined, nonce: Buffer | undefined): Buffer[] {
  if (!realm || !nonce) return [];
  return [attribute(ATTR.username, Buffer.from(username)), attribute(ATTR.realm, realm), attribute(ATTR.nonce, nonce)];
}

export class TurnClient {
  #socket = dgram.createSocket('udp4');
  #realm: Buffer | undefined;
  #nonce: Buffer | undefined;
  #key: Buffer | undefined;

  private constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly username: string,
    private readonly password: string,
  ) {}

  static async open(host: string, port: number, credential: { username: string; credential: string }) {
    const client = new TurnClient(host, port, credential.username, credential.credential);
    await new Promise<void>((resolve) => client.#socket.bind(0, '127.0.0.1', resolve));
    return client;
  }

  /** Allocate a UDP relay: first unauthenticated (the server answers 401 with its realm and nonce), then signed. */
  async allocate(): Promise<StunAnswer> {
    const transport = Buffer.from([UDP, 0, 0, 0]);
    const first = await this.#send(METHOD.allocate, [attribute(ATTR.requestedTransport, transport)], false);
    if (first.code !== 401) return first;
    this.#realm = first.attributes.get(ATTR.realm);
    this.#nonce = first.attributes.get(ATTR.nonce);
    if (!this.#realm || !this.#nonce) throw new Error('the 401 answer lacks REALM or NONCE');
    const longTermKey = `${this.username}:${this.#realm.toString()}:${this.password}`;
    this.#key = createHash('md5').update(longTermKey).digest();
    return this.#send(METHOD.allocate, [attribute(ATTR.requestedTransport, transport)], true);
  }

  /** Ask the allocation to let a peer's packets through (after a successful allocate). */
  createPermission(peerIp: string): Promise<StunAnswer> {
    return this.#send(METHOD.createPermission, [attribute(ATTR.xorPeerAddress, xorPeerAddress(peerIp, 0))], true);
  }

  close(): void {
    this.#socket.close();
  }

  async #send(method: number, attributes: Buffer[], signed: boolean): Promise<StunAnswer> {
    const transactionId = randomBytes(12);
    const auth = signed ? longTermAuth(this.username, this.#realm, this.#nonce) : [];
    const message = request(method, transactionId, [...attributes, ...auth], signed ? this.#key : undefined);
    // UDP may drop a datagram: send again until answered, as a browser does (RFC 5389's retransmission).
    return new Promise<StunAnswer>((resolve, reject) => {
      const deadline = setTimeout(() => finish(new Error('the TURN server did not answer')), 20_000);
      const resend = setInterval(() => this.#socket.send(message, this.port, this.host), 500);
      const onMessage = (answer: Buffer) => {
        if (answer.length >= 20 && answer.subarray(8, 20).equals(transactionId)) finish(undefined, parse(answer));
      };
      const finish = (error: Error | undefined, answer?: StunAnswer) => {
        clearTimeout(deadline);
        clearInterval(resend);
        this.#socket.off('message', onMessage);
        if (error) reject(error);
        else resolve(answer!);
      };
      this.#socket.on('message', onMessage);
      this.#socket.send(message, this.port, this.host);
    });
  }
}
