// TURN over TLS (RFC 5766 section 2.1: STUN messages back to back on one TLS connection, each framed by
// its own length): the exchange a browser makes with a `turns:` URL, with the messages of turn-client.ts.
import { createHash, randomBytes } from 'node:crypto';
import tls from 'node:tls';
import { ATTR, METHOD, attribute, longTermAuth, parse, request, xorPeerAddress, type StunAnswer } from './turn-client';

const UDP = 17;

export class TurnTlsClient {
  #buffered = Buffer.alloc(0);
  #waiting = new Map<string, (answer: StunAnswer) => void>();
  #realm: Buffer | undefined;
  #nonce: Buffer | undefined;
  #key: Buffer | undefined;

  private constructor(
    private readonly socket: tls.TLSSocket,
    private readonly username: string,
    private readonly password: string,
  ) {
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
  }

  /**
   * Connects and completes the TLS handshake, checking the server's certificate against `ca` for
   * `servername` as a browser does; rejects when the certificate does not verify.
   */
  static open(
    host: string,
    port: number,
    credential: { username: string; credential: string },
    trust: { ca: string; servername?: string },
  ): Promise<TurnTlsClient> {
    return new Promise((resolve, reject) => {
      const socket = tls.connect({ host, port, ca: trust.ca, servername: trust.servername });
      socket.once('error', reject);
      socket.once('secureConnect', () => {
        socket.off('error', reject);
        resolve(new TurnTlsClient(socket, credential.username, credential.credential));
      });
    });
  }

  /** Allocate a UDP relay: first unauthenticated (401 with realm and nonce), then signed. */
  async allocate(): Promise<StunAnswer> {
    const transport = attribute(ATTR.requestedTransport, Buffer.from([UDP, 0, 0, 0]));
    const first = await this.#send(METHOD.allocate, [transport], false);
    if (first.code !== 401) return first;
    this.#realm = first.attributes.get(ATTR.realm);
    this.#nonce = first.attributes.get(ATTR.nonce);
    if (!this.#realm || !this.#nonce) throw new Error('the 401 answer lacks REALM or NONCE');
    this.#key = createHash('md5').update(`${this.username}:${this.#realm.toString()}:${this.password}`).digest();
    return this.#send(METHOD.allocate, [transport], true);
  }

  createPermission(peerIp: string): Promise<StunAnswer> {
    return this.#send(METHOD.createPermission, [attribute(ATTR.xorPeerAddress, xorPeerAddress(peerIp, 0))], true);
  }

  close(): void {
    this.socket.destroy();
  }

  #read(chunk: Buffer): void {
    this.#buffered = Buffer.concat([this.#buffered, chunk]);
    while (this.#buffered.length >= 20) {
      const size = 20 + this.#buffered.readUInt16BE(2);
      if (this.#buffered.length < size) return;
      const message = this.#buffered.subarray(0, size);
      this.#buffered = this.#buffered.subarray(size);
      this.#waiting.get(message.subarray(8, 20).toString('hex'))?.(parse(message));
    }
  }

  #send(method: number, attributes: Buffer[], signed: boolean): Promise<StunAnswer> {
    const transactionId = randomBytes(12);
    const auth = signed ? longTermAuth(this.username, this.#realm, this.#nonce) : [];
    const id = transactionId.toString('hex');
    return new Promise<StunAnswer>((resolve, reject) => {
      // TLS is reliable: no retransmission, one generous deadline.
      const deadline = setTimeout(() => {
        this.#waiting.delete(id);
        reject(new Error('the TURN server did not answer over TLS'));
      }, 20_000);
      this.#waiting.set(id, (answer) => {
        clearTimeout(deadline);
        this.#waiting.delete(id);
        resolve(answer);
      });
      this.socket.write(request(method, transactionId, [...attributes, ...auth], signed ? this.#key : undefined));
    });
  }
}
