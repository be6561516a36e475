import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import { DevMailbox } from './dev-mailbox';
import { createMailboxKey } from './dev-mailbox-access';
import type { MailTransport, OutgoingMail } from './mail-types';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';
import { OutboxSender } from './outbox-sender';
import { createSmtpTransport } from './smtp-transport';

export interface MailModule {
  /** Queues a message in the outbox (inside the caller's work, never waiting for the mail server). */
  sendEmail(mail: OutgoingMail, kind: string): Promise<string>;
  outbox: OutboxRepository;
  sender: OutboxSender;
  transport: MailTransport;
  /** Set only in dev-mailbox mode. */
  devMailbox: DevMailbox | undefined;
  health(): Promise<{ status: 'ready' | 'degraded'; detail: string }>;
  start(): void;
  stop(): Promise<void>;
}

export function createMailModule(deps: {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
}): MailModule {
  const { config, db, clock, log } = deps;
  const devMailbox = config.devMailbox
    ? new DevMailbox(path.join(config.dataDir, 'mailbox'), createMailboxKey(config.dataDir), () => clock.now())
    : undefined;
  const transport = config.smtpUrl && !devMailbox ? createSmtpTransport(config.smtpUrl) : devMailbox!.transport();
  const outbox = createOutboxRepository(db);
  const sender = new OutboxSender({
    repository: outbox,
    transport,
    from: config.mailFrom,
    clock,
    log: log.child({ module: 'mail' }),
    pollMs: config.mail.pollMs,
    retryBaseMs: config.mail.retryBaseMs,
    retryMaxMs: config.mail.retryMaxMs,
  });

  return {
    outbox,
    sender,
    transport,
    devMailbox,
    async sendEmail(mail, kind) {
      const id = await outbox.enqueue(mail, kind, clock.now().toISOString());
      sender.wake();
      return id;
    },
    async health() {
      const pending = await outbox.countPending();
      const via = transport.kind === 'smtp' ? 'smtp' : 'dev mailbox';
      const failing = sender.state.lastError !== null;
      return {
        status: failing ? 'degraded' : 'ready',
        detail: failing ? `${via}: ${pending} waiting, last attempt failed` : `${via}: ${pending} waiting`,
      };
    },
    start: () => sender.start(),
    async stop() {
      await sender.stop();
      await transport.close();
    },
  };
}
