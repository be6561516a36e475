import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from './support/databases';
import {
  HOUR,
  MINUTE,
  moveClockTo,
  organizerCalls,
  outboxSettled,
  reminderCounts,
  remindersTo,
} from './support/reminders';
import { signUpOverSmtp, uniqueEmail } from './support/sign-in';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';
import { tempDir } from './support/test-config';

// Reminders are sent once whatever happens to the nodes (decision record 035): an app restarted on
// the same database, a node that died between queueing a reminder and recording it, and two nodes
// running the pass at the same moment.

const DAY = 24 * HOUR;
const SECRET_KEY = 'reminder-nodes-secret-key-0123456789abcdef';

/** One database two apps can open: PostgreSQL's test schema, or a SQLite file outside both data directories. */
async function sharedDatabase(
  dialect: 'sqlite' | 'postgres',
): Promise<{ database: TestDatabase; env: Record<string, string>; remove(): Promise<void> }> {
  const database = await createTestDatabase(dialect);
  if (dialect === 'postgres') return { database, env: {}, remove: () => database.cleanup() };
  const dir = tempDir('vm-shared-db-');
  return {
    database,
    env: { DATABASE_URL: `sqlite:${path.join(dir.dir, 'shared.db')}` },
    remove: async () => dir.remove(),
  };
}

describe.each(testDialects)('meeting reminders across restarts on %s', (dialect) => {
  let smtp: SmtpCapture;
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let clock: TestClock;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    shared = await sharedDatabase(dialect);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await shared.remove();
  });

  async function startNode(env: Record<string, string> = {}): Promise<TestApp> {
    const app = await startTestApp(dialect, {
      clock,
      database: shared.database,
      env: { ...shared.env, SMTP_URL: smtp.url, SECRET_KEY, REMINDER_POLL_MS: '3600000', ...env },
    });
    apps.push(app);
    return app;
  }

  it('sends nothing twice when the app restarts, even after dying between queueing and recording', async () => {
    const first = await startNode();
    const organizer = await signUpOverSmtp(first.app, smtp, uniqueEmail('olga'), 'Olga Organizer');
    const calls = organizerCalls(first.app, organizer);
    const meeting = await calls.createMeeting({
      startTime: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
      endTime: new Date(clock.now().getTime() + 2 * DAY + HOUR).toISOString(),
    });
    const ivy = uniqueEmail('ivy');
    await calls.invite(meeting.id, ivy);
    moveClockTo(clock, Date.parse(meeting.startTime) - DAY);
    await first.app.reminders.run();
    await outboxSettled(first.app);
    expect(await reminderCounts(first.app)).toEqual({ recorded: 2, mails: 2 });
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    // The restarted app runs a pass as it starts and whenever asked. (Its own first pass may overlap
    // ours, so the counts below are what the database and the SMTP server hold, not what a pass says.)
    const second = await startNode();
    await second.app.reminders.run();
    await outboxSettled(second.app);
    expect(await reminderCounts(second.app)).toEqual({ recorded: 2, mails: 2 });
    // What a node leaves when it dies after queueing the e-mails and before recording them.
    await second.app.services.database.db.deleteFrom('meeting_reminders').execute();
    await second.app.reminders.run();
    await outboxSettled(second.app);
    expect(await reminderCounts(second.app)).toEqual({ recorded: 2, mails: 2 });
    expect(remindersTo(smtp, ivy)).toHaveLength(1);
    expect(remindersTo(smtp, organizer.user.email)).toHaveLength(1);

    // The restarted node carries on with the next reminder.
    moveClockTo(clock, Date.parse(meeting.startTime) - 15 * MINUTE);
    await second.app.reminders.run();
    await outboxSettled(second.app);
    expect(await reminderCounts(second.app)).toEqual({ recorded: 4, mails: 4 });
    expect(remindersTo(smtp, ivy).map((mail) => mail.subject)).toEqual([
      'Reminder: Roadmap review starts in 24 hours',
      'Reminder: Roadmap review starts in 15 minutes',
    ]);
  });

  it('runs the pass by itself every REMINDER_POLL_MS', async () => {
    const node = await startNode({ REMINDER_POLL_MS: '100' });
    const organizer = await signUpOverSmtp(node.app, smtp, uniqueEmail('olga'), 'Olga Organizer');
    const meeting = await organizerCalls(node.app, organizer).createMeeting({
      startTime: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
      endTime: new Date(clock.now().getTime() + 3 * HOUR).toISOString(),
    });
    moveClockTo(clock, Date.parse(meeting.startTime) - 10 * MINUTE);
    const mail = await smtp.waitFor(
      (message) =>
        JSON.stringify(message.to).includes(organizer.user.email) && message.subject?.startsWith('Reminder:') === true,
    );
    expect(mail.subject).toBe('Reminder: Roadmap review starts in 15 minutes');
  });
});

describe.skipIf(!testDialects.includes('postgres'))('meeting reminders on two nodes at once', () => {
  let smtp: SmtpCapture;
  let database: TestDatabase;
  const clock = new TestClock();
  const nodes: TestApp[] = [];

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    database = await createTestDatabase('postgres');
    for (const nodeId of ['reminders-a', 'reminders-b']) {
      nodes.push(
        await startTestApp('postgres', {
          clock,
          database,
          env: { SMTP_URL: smtp.url, SECRET_KEY, NODE_ID: nodeId, REMINDER_POLL_MS: '3600000' },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database?.cleanup();
    await smtp?.stop();
  });

  it('sends each reminder once when both nodes run the pass together', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const organizer = await signUpOverSmtp(a.app, smtp, uniqueEmail('olga'), 'Olga Organizer');
    const calls = organizerCalls(b.app, organizer);
    const meeting = await calls.createMeeting({
      startTime: new Date(clock.now().getTime() + 2 * DAY).toISOString(),
      endTime: new Date(clock.now().getTime() + 2 * DAY + HOUR).toISOString(),
    });
    const invitees = [uniqueEmail('ivy'), uniqueEmail('pia'), uniqueEmail('lou')];
    for (const email of invitees) await calls.invite(meeting.id, email);
    moveClockTo(clock, Date.parse(meeting.startTime) - DAY + MINUTE);

    // Without Redis nothing keeps the nodes apart: only the database does.
    const recorded = await Promise.all([a, b, a, b].map((node) => node.app.reminders.run()));
    expect(recorded.reduce((sum, count) => sum + count, 0)).toBe(4);
    await Promise.all(nodes.map((node) => outboxSettled(node.app)));
    expect(await reminderCounts(a.app)).toEqual({ recorded: 4, mails: 4 });
    for (const email of [organizer.user.email, ...invitees]) expect(remindersTo(smtp, email)).toHaveLength(1);
  });
});
