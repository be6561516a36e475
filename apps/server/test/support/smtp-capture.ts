import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freeLoopbackPort } from '#server/lib/free-port.ts';

/**
 * A real SMTP server in the test process. It can be stopped and started again on the same port to
 * play an outage; every accepted message is parsed and kept.
 */
export class SmtpCapture {
  readonly messages: ParsedMail[] = [];
  #server: SMTPServer | undefined;
  #waiters: Array<() => void> = [];

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<SmtpCapture> {
    const capture = new SmtpCapture(port ?? (await freeLoopbackPort()));
    await capture.resume();
    return capture;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push(parsed);
            this.#waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits for a message matching `predicate`, up to a generous deadline. */
  async waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs = 15_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching mail within ${timeoutMs} ms (got ${this.messages.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
