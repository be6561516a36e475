import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from './support/databases';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const postgres = process.env.TEST_DATABASE_URL;

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Three nodes share one outbox on PostgreSQL: each mail leaves once (decision record 027). The nodes
// are three apps in this process, each with its own connection pool to the same schema.
describe.skipIf(!postgres)('the outbox of three nodes', () => {
  let smtp: SmtpCapture;
  let database: TestDatabase;
  const nodes: TestApp[] = [];

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    database = await createTestDatabase('postgres');
    for (const nodeId of ['mail-a', 'mail-b', 'mail-c']) {
      nodes.push(await startTestApp('postgres', { env: { SMTP_URL: smtp.url, NODE_ID: nodeId }, database }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes.reverse()) await node.close();
    await database?.cleanup();
    await smtp?.stop();
  });

  it('delivers 50 queued mails exactly once between them', async () => {
    const senders = nodes.map((node) => node.app.services.mail.sender);
    await Promise.all(senders.map((sender) => sender.stop()));
    const { outbox } = nodes[0]!.app.services.mail;
    const queuedAt = new Date().toISOString();
    for (let i = 0; i < 50; i++) {
      await outbox.enqueue({ to: `r${i}@example.test`, subject: `once ${i}`, text: 'x' }, 'test', queuedAt);
    }
    // All three start on the full queue at the same moment.
    senders.forEach((sender) => sender.start());

    await waitUntil(async () => (await outbox.backlog()).pending === 0);
    // Time for a late duplicate to arrive, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = smtp.messages.map((mail) => mail.subject).filter((subject) => subject?.startsWith('once '));
    expect(subjects).toHaveLength(50);
    expect(new Set(subjects).size).toBe(50);
    // They shared the work: the first batches were claimed side by side, passing over locked rows.
    expect(senders.filter((sender) => sender.state.lastSuccessAt !== null).length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('passes over rows another node is claiming instead of waiting for them', async () => {
    const [first, second] = nodes.map((node) => node.app.services);
    await Promise.all(nodes.map((node) => node.app.services.mail.sender.stop()));
    const queuedAt = new Date().toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(
        await first!.mail.outbox.enqueue({ to: 'l@example.test', subject: `lock ${i}`, text: 'x' }, 'test', queuedAt),
      );
    }
    let releaseLock!: () => void;
    const held = new Promise<void>((resolve) => (releaseLock = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // Another node in the middle of its claim: its transaction holds the first two rows.
    const other = second!.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('mail_outbox').select('id').where('id', 'in', ids.slice(0, 2)).forUpdate().execute();
      locked();
      await held;
    });
    await lockTaken;
    const now = new Date().toISOString();
    const until = new Date(Date.now() + 120_000).toISOString();
    const claimed = await first!.mail.outbox.claimDue({ by: 'mail-a', now, until, limit: 10 });
    releaseLock();
    await other;
    expect(claimed.map((message) => message.id).sort()).toEqual(ids.slice(2).sort());
  });
});

// A node that claimed mail and died: its claim runs out and another node sends the mail (at least once).
describe.each(testDialects)('a dead sender’s claim on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    test = await startTestApp(dialect, { clock, env: { SMTP_URL: smtp.url } });
  }, 60_000);
  afterAll(async () => {
    await test?.close();
    await smtp?.stop();
  });

  it('is taken over once its lease has passed', async () => {
    const { outbox, sender } = test.app.services.mail;
    await sender.stop();
    const now = clock.now();
    await outbox.enqueue({ to: 'd@example.test', subject: 'orphaned', text: 'x' }, 'test', now.toISOString());
    const leaseEnd = new Date(now.getTime() + 120_000).toISOString();
    const [claimed] = await outbox.claimDue({ by: 'dead-node', now: now.toISOString(), until: leaseEnd, limit: 10 });
    expect(claimed?.subject).toBe('orphaned');

    sender.start();
    expect(await sender.runOnce()).toBe(0);
    clock.advance(120_000);
    await smtp.waitFor((mail) => mail.subject === 'orphaned');
    await waitUntil(async () => (await outbox.findById(claimed!.id))?.status === 'sent');
  });
});
