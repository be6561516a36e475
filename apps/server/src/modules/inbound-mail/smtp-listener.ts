import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { InboundMailConfig } from './inbound-mail-config';
import { replyTokenOf } from './reply-recipient';

/** A calendar reply is a few kilobytes; Outlook's carry the invitation's text again. Larger mail is refused. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** Reply addresses one message may name; a calendar program names one. */
const MAX_RECIPIENTS = 5;

/** What the listener asks of the rest of the server. */
export interface InboundMailHandler {
  /** Whether the token names an invitation's reply address. */
  isKnownToken(token: string): Promise<boolean>;
  /** Handles one accepted message for each reply address it was sent to; throws only when it could not (then 451). */
  handle(message: Awaited<ReturnType<typeof simpleParser>>, tokens: string[]): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** The message, or undefined when it passed the size limit (the rest is read and thrown away). */
async function readCapped(stream: Readable): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= MAX_MESSAGE_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_MESSAGE_BYTES ? undefined : Buffer.concat(chunks);
}

/**
 * The SMTP server that receives calendar replies (decision record 061): recipients other than our
 * reply addresses are refused at RCPT with 550, so it relays nothing and accepts no other mail. It
 * offers neither AUTH nor STARTTLS (a relay in front may add TLS). No input it gets may end the
 * process: every failure is an SMTP answer or a log line, and neither names addresses or tokens.
 */
export class SmtpListener {
  readonly #server: SMTPServer;
  #listening = false;

  constructor(
    private readonly config: InboundMailConfig,
    private readonly handler: InboundMailHandler,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#server = new SMTPServer({
      banner: 'Video Meeting calendar replies',
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      logger: false,
      disableReverseLookup: true,
      maxClients: 50,
      socketTimeout: 60_000,
      // Closing waits this long for open sessions, then cuts them: shutdown is not held by a slow sender.
      closeTimeout: 2_000,
      onRcptTo: (address, session, callback) => {
        this.#acceptRecipient(address.address, session).then(() => callback(), callback);
      },
      onData: (stream, session, callback) => {
        this.#receive(stream, session).then(() => callback(), callback);
      },
    });
    // A broken connection or a protocol error is one sender's problem, never the server's.
    this.#server.on('error', (error: Error) => this.log.warn({ err: error.message }, 'inbound mail: connection error'));
  }

  async #acceptRecipient(address: string, session: SMTPServerSession): Promise<void> {
    const token = replyTokenOf(address, this.config.domain);
    if (!token) throw smtpError(550, 'No such recipient here');
    if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) throw smtpError(452, 'Too many recipients');
    let known: boolean;
    try {
      known = await this.handler.isKnownToken(token);
    } catch (error) {
      this.log.error({ err: error instanceof Error ? error.message : String(error) }, 'inbound mail: lookup failed');
      throw smtpError(451, 'Try again later');
    }
    if (!known) throw smtpError(550, 'No such recipient here');
  }

  async #receive(stream: Readable, session: SMTPServerSession): Promise<void> {
    const raw = await readCapped(stream);
    if (!raw) {
      this.log.info('inbound mail: dropped a message over the size limit');
      throw smtpError(552, 'Message too large');
    }
    const tokens = session.envelope.rcptTo
      .map((recipient) => replyTokenOf(recipient.address, this.config.domain))
      .filter((token): token is string => token !== undefined);
    let parsed: Awaited<ReturnType<typeof simpleParser>>;
    try {
      parsed = await simpleParser(raw);
    } catch {
      // Accepted and dropped: a bounce would go to a sender address anyone can write.
      this.log.info('inbound mail: dropped an unreadable message');
      return;
    }
    try {
      await this.handler.handle(parsed, tokens);
    } catch (error) {
      this.log.error({ err: error instanceof Error ? error.message : String(error) }, 'inbound mail: handling failed');
      throw smtpError(451, 'Try again later');
    }
  }

  /** Listens on the configured host and port (0: any free one). */
  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      this.#server.server.once('error', failed);
      this.#server.listen(this.config.port, this.config.host, () => {
        this.#server.server.off('error', failed);
        resolve();
      });
    });
    this.#listening = true;
  }

  /** The port it listens on, once started. */
  get port(): number | undefined {
    if (!this.#listening) return undefined;
    return (this.#server.server.address() as AddressInfo | null)?.port;
  }

  async stop(): Promise<void> {
    if (!this.#listening) return;
    this.#listening = false;
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
