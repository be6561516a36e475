import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '#server/config.ts';
import type { AddressSpan } from '#server/lib/address-spans.ts';
import type { Clock } from '#server/lib/clock.ts';
import { DevMailbox } from './dev-mailbox';
import { createMailboxKey } from './dev-mailbox-access';
import type { MailRecord, MailTransport, OutgoingMail } from './mail-types';
import { holdsSecret, type OutboxRepository, type OutboxStatus } from './outbox-repository';
import { registerOutboxMetrics } from './outbox-metrics';
import { OutboxSender } from './outbox-sender';
import { createSmtpTransport } from './smtp-transport';

export interface MailModule {
  /**
   * Queues a message in the outbox (inside the caller's work, never waiting for the mail server).
   * With `options.id` the message is queued at most once under that id: a second call with the same id
   * queues nothing, whichever node makes it (meeting reminders, decision record 035).
   */
  sendEmail(mail: OutgoingMail, kind: string, options?: { id?: string }): Promise<string>;
  /** How many mails of these kinds a sender queued since then (the invitation caps count them). */
  countSentSince(senderId: string, kinds: string[], since: string): Promise<number>;
  /** The mail to an account's addresses within its spans, for its data export (decision record 019). */
  mailTo(spans: readonly AddressSpan[]): Promise<MailRecord[]>;
  /** Account deletion: that mail's records, waiting or not, and the dev mailbox's copies. */
  forgetMailTo(spans: readonly AddressSpan[]): Promise<void>;
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
  outbox: OutboxRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** This node's id: its claims on outbox messages carry it. */
  nodeId: string;
  /** Where the outbox backlog is reported (/metrics). */
  metrics: Registry;
}): MailModule {
  const { config, outbox, clock, log } = deps;
  const devMailbox = config.devMailbox
    ? new DevMailbox(path.join(config.dataDir, 'mailbox'), createMailboxKey(config.dataDir), () => clock.now())
    : undefined;
  const transport = config.smtpUrl && !devMailbox ? createSmtpTransport(config.smtpUrl) : devMailbox!.transport();
  const sender = new OutboxSender({
    repository: outbox,
    nodeId: deps.nodeId,
    transport,
    from: config.mailFrom,
    clock,
    log: log.child({ module: 'mail' }),
    pollMs: config.mail.pollMs,
    retryBaseMs: config.mail.retryBaseMs,
    retryMaxMs: config.mail.retryMaxMs,
  });
  registerOutboxMetrics(deps.metrics, outbox, clock);

  return {
    outbox,
    sender,
    transport,
    devMailbox,
    async sendEmail(mail, kind, options) {
      const id = await outbox.enqueue(mail, kind, clock.now().toISOString(), options?.id);
      sender.wake();
      return id;
    },
    countSentSince: (senderId, kinds, since) => outbox.countBySenderSince(senderId, kinds, since),
    async mailTo(spans) {
      return (await outbox.listTo(spans)).map((row) => ({
        kind: row.kind,
        to: row.recipient,
        // A code's mail keeps its code in the subject until delivered: a signed-in session must not read it.
        subject: holdsSecret(row.kind) ? null : row.subject,
        status: row.status as OutboxStatus,
        createdAt: new Date(row.created_at).toISOString(),
        sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      }));
    },
    async forgetMailTo(spans) {
      const ids = await outbox.deleteTo(spans);
      await devMailbox?.delete(ids);
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
