// Longer than 250 lines because one story needs its whole cast: the invitation and its reply address,
// the answers a calendar program sends, each kind of forgery, and input that is not mail at all.
import crypto from 'node:crypto';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { createEvent, type ParticipationStatus } from 'ics';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { open, seal } from '#server/lib/sealed-secret.ts';
import { testDialects } from './support/databases';
import { parseCalendar } from './support/ical-parse';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';
const DOMAIN = 'reply.test';
const INBOUND = { INBOUND_MAIL_DOMAIN: DOMAIN, INBOUND_SMTP_HOST: '127.0.0.1', INBOUND_SMTP_PORT: '0' };

describe.each(testDialects)('calendar replies on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;
  let meetingId: string;
  /** The server's log at info, where dropped replies are written. */
  let logged: string;

  beforeEach(async () => {
    const log = new PassThrough();
    logged = '';
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    test = await startTestApp(dialect, { env: { DEV_MAILBOX: 'true', LOG_LEVEL: 'info', ...INBOUND }, logTo: log });
    host = await signUp(test.app, uniqueEmail('olga'), 'Olga Organizer');
    const start = Date.now() + 2 * 3_600_000;
    const created = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings`,
      headers: host.headers,
      payload: {
        title: 'Roadmap review',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3_600_000).toISOString(),
      },
    });
    meetingId = created.json().data.id;
  });
  afterEach(async () => test.close());

  async function invite(email: string): Promise<string> {
    const sent = await test.app.inject({
      method: 'POST',
      url: `${api}/invitations/send`,
      headers: host.headers,
      payload: { meetingId, inviteeEmail: email, inviteeName: 'Ivy Invitee' },
    });
    expect(sent.statusCode).toBe(201);
    return sent.json().data.id;
  }

  /** The dev mailbox's messages to an address, oldest first, once there are `count`. */
  async function mailsTo(email: string, count: number) {
    let found: Awaited<ReturnType<NonNullable<typeof test.app.services.mail.devMailbox>['list']>> = [];
    await expect
      .poll(
        async () => {
          found = (await test.app.services.mail.devMailbox!.list()).filter((m) => m.to === email).reverse();
          return found.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(count);
    return found;
  }

  /** The ORGANIZER and UID of the calendar in the invitee's latest mail. */
  async function calendarOf(email: string, count = 1) {
    const mails = await mailsTo(email, count);
    const calendar = mails.at(-1)!.attachments.find((part) => part.contentType.startsWith('text/calendar'))!;
    const lines = parseCalendar(calendar.content);
    const line = (name: string) => lines.find((entry) => entry.name === name)!;
    return { organizer: line('ORGANIZER'), uid: line('UID').value };
  }

  const status = async (invitationId: string) =>
    (await test.app.inject({ method: 'GET', url: `${api}/invitations/${invitationId}` })).json().data.status;

  /** An iTIP REPLY as a calendar program writes it, made by the `ics` library, not by ours. */
  function replyCalendar(input: { uid: string; organizer: string; attendee: string; partstat: ParticipationStatus }) {
    const { error, value } = createEvent({
      method: 'REPLY',
      uid: input.uid,
      sequence: 0,
      start: Date.now() + 2 * 3_600_000,
      duration: { hours: 1 },
      title: 'Roadmap review',
      organizer: { name: 'Olga Organizer', email: input.organizer },
      attendees: [{ name: 'Ivy Invitee', email: input.attendee, partstat: input.partstat }],
    });
    if (error || !value) throw error ?? new Error('no calendar');
    return value;
  }

  const smtp = () =>
    nodemailer.createTransport({ host: '127.0.0.1', port: test.app.inboundMail.port!, secure: false, ignoreTLS: true });

  /** Sends the reply as Outlook does: a text/calendar alternative with METHOD=REPLY. */
  async function sendReply(to: string, from: string, calendar: string) {
    const transport = smtp();
    try {
      return await transport.sendMail({
        from,
        to,
        subject: 'Accepted: Roadmap review',
        text: 'Calendar answer',
        icalEvent: { method: 'REPLY', content: calendar },
      });
    } finally {
      transport.close();
    }
  }

  const replyAddressOf = (organizerValue: string) => organizerValue.replace(/^mailto:/, '');

  it('names a reply address as ORGANIZER and answers the invitation from the calendar’s Yes and No', async () => {
    const ivy = uniqueEmail('ivy');
    const id = await invite(ivy);
    const { organizer, uid } = await calendarOf(ivy);
    expect(organizer.params).toContain('CN=Olga Organizer');
    expect(organizer.value).toMatch(new RegExp(`^mailto:reply\\+[0-9a-f]{32}@${DOMAIN.replace('.', '\\.')}$`));
    const address = replyAddressOf(organizer.value);
    // Only a digest and a sealed copy are stored, never the token itself.
    const token = /reply\+([0-9a-f]{32})@/.exec(address)![1]!;
    const { db } = test.app.services.database;
    const stored = await db.selectFrom('invitation_reply_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.token_digest).toBe(crypto.createHash('sha256').update(token).digest('hex'));

    // A later mail of the same invitation names the same address.
    const resent = await test.app.inject({
      method: 'POST',
      url: `${api}/invitations/${id}/resend`,
      headers: host.headers,
    });
    expect(resent.statusCode).toBe(200);
    expect((await calendarOf(ivy, 2)).organizer.value).toBe(organizer.value);

    // Mail systems may change the address's case; the attendee's case differs from the invitation's.
    const accepted = replyCalendar({ uid, organizer: address, attendee: ivy.toUpperCase(), partstat: 'ACCEPTED' });
    await sendReply(address.toUpperCase(), ivy, accepted);
    await expect.poll(() => status(id), { timeout: 15_000 }).toBe('accepted');
    const acceptNotice = await mailsTo(host.user.email, 2);
    expect(acceptNotice.at(-1)!.subject).toBe('Ivy Invitee accepted: Roadmap review');

    // Sent again (calendar programs do after updates): no second notice.
    await sendReply(address, ivy, accepted);
    await sendReply(address, ivy, replyCalendar({ uid, organizer: address, attendee: ivy, partstat: 'TENTATIVE' }));
    expect(await status(id)).toBe('accepted');

    await sendReply(address, ivy, replyCalendar({ uid, organizer: address, attendee: ivy, partstat: 'DECLINED' }));
    await expect.poll(() => status(id), { timeout: 15_000 }).toBe('declined');
    const notices = await mailsTo(host.user.email, 3);
    expect(notices.map((mail) => mail.subject).slice(1)).toEqual([
      'Ivy Invitee accepted: Roadmap review',
      'Ivy Invitee declined: Roadmap review',
    ]);
  }, 90_000);

  it('refuses forged replies: unknown token, another attendee, another invitation’s UID', async () => {
    const ivy = uniqueEmail('ivy');
    const id = await invite(ivy);
    const { organizer, uid } = await calendarOf(ivy);
    const address = replyAddressOf(organizer.value);
    const sam = uniqueEmail('sam');
    await invite(sam);
    const samCalendar = await calendarOf(sam);

    // An address of the right shape whose token nobody was given: refused at RCPT.
    const unknown = `reply+${crypto.randomBytes(16).toString('hex')}@${DOMAIN}`;
    await expect(
      sendReply(unknown, ivy, replyCalendar({ uid, organizer: unknown, attendee: ivy, partstat: 'ACCEPTED' })),
    ).rejects.toMatchObject({ responseCode: 550 });

    // The right address, but the answer is someone else's (an invitee forwarding the mail, say).
    const mallory = uniqueEmail('mallory');
    await sendReply(
      address,
      mallory,
      replyCalendar({ uid, organizer: address, attendee: mallory, partstat: 'ACCEPTED' }),
    );
    // The right address and attendee, but the event is Sam's invitation.
    await sendReply(
      address,
      ivy,
      replyCalendar({ uid: samCalendar.uid, organizer: address, attendee: ivy, partstat: 'ACCEPTED' }),
    );
    // Not a reply at all: a REQUEST carrying the same UID and attendee.
    const request = replyCalendar({ uid, organizer: address, attendee: ivy, partstat: 'ACCEPTED' }).replace(
      'METHOD:REPLY',
      'METHOD:REQUEST',
    );
    await sendReply(address, ivy, request);
    // An answer to one occurrence only (RECURRENCE-ID): an invitation is answered whole.
    const oneOccurrence = replyCalendar({ uid, organizer: address, attendee: ivy, partstat: 'ACCEPTED' }).replace(
      /(\r\nUID:[^\r]*)/,
      '$1\r\nRECURRENCE-ID:20301201T100000Z',
    );
    expect(oneOccurrence).toContain('RECURRENCE-ID');
    await sendReply(address, ivy, oneOccurrence);
    // The SMTP answer comes once a message is handled, so nothing of these can still be under way.
    expect(await status(id)).toBe('pending');
    expect(await mailsTo(host.user.email, 1)).toHaveLength(1);
    // Each was dropped for its own reason, and the log names no address or token.
    const reasons = logged
      .split('\n')
      .filter((line) => line.includes('calendar reply dropped'))
      .map((line) => JSON.parse(line).reason);
    expect(reasons).toEqual(['other-attendee', 'other-event', 'not-a-reply', 'one-occurrence']);
    const token = /reply\+([0-9a-f]{32})@/.exec(address)![1]!;
    for (const secret of [token, ivy, mallory, 'reply+']) expect(logged).not.toContain(secret);

    // Sam's address answers Sam's invitation only; Ivy's is still pending.
    const samAddress = replyAddressOf(samCalendar.organizer.value);
    expect(samAddress).not.toBe(address);
  }, 90_000);

  it('refuses at RCPT every recipient that is not a reply address of its domain', async () => {
    const ivy = uniqueEmail('ivy');
    await invite(ivy);
    const { organizer } = await calendarOf(ivy);
    const token = /reply\+([0-9a-f]{32})@/.exec(organizer.value)![1]!;
    for (const recipient of [
      `someone@${DOMAIN}`,
      `reply+${token}@elsewhere.test`,
      `reply@${DOMAIN}`,
      host.user.email,
    ]) {
      await expect(sendReply(recipient, ivy, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).rejects.toMatchObject({
        responseCode: 550,
      });
    }
  }, 90_000);

  it('survives input that is not a reply, or not mail, and still answers the next real reply', async () => {
    const ivy = uniqueEmail('ivy');
    const id = await invite(ivy);
    const { organizer, uid } = await calendarOf(ivy);
    const address = replyAddressOf(organizer.value);
    const transport = smtp();
    try {
      // Bytes that are no MIME, a broken calendar, and a message past the size limit.
      await transport.sendMail({ envelope: { from: ivy, to: address }, raw: crypto.randomBytes(4096) });
      await sendReply(address, ivy, 'BEGIN:VCALENDAR\r\nMETHOD:REPLY\r\nBEGIN:VEVENT\r\nATTENDEE;PARTSTAT="ACC');
      await expect(
        transport.sendMail({ from: ivy, to: address, text: 'x'.repeat(2 * 1024 * 1024) }),
      ).rejects.toMatchObject({ responseCode: 552 });
    } finally {
      transport.close();
    }
    // A client that speaks no SMTP: after the greeting it sends garbage, is told so (5xx), and hangs up.
    const garbage = Buffer.concat([Buffer.from('\u0000\u00ff GARBAGE\r\nRCPT TO:<>\r\n'), crypto.randomBytes(512)]);
    const answers = await new Promise<string>((resolve) => {
      let heard = '';
      let sent = false;
      const socket = net.connect(test.app.inboundMail.port!, '127.0.0.1');
      socket.on('data', (data) => {
        heard += data.toString('latin1');
        if (!sent && heard.includes('\r\n')) {
          sent = true;
          socket.write(Buffer.concat([garbage, Buffer.from('\r\n')]));
        } else if (sent && /\r\n5\d\d[ -]/.test(heard)) socket.destroy();
      });
      socket.on('close', () => resolve(heard));
      socket.on('error', () => socket.destroy());
    });
    expect(answers).toMatch(/^220 /);
    expect(answers).toMatch(/\r\n5\d\d[ -]/);
    expect(await status(id)).toBe('pending');

    await sendReply(address, ivy, replyCalendar({ uid, organizer: address, attendee: ivy, partstat: 'ACCEPTED' }));
    await expect.poll(() => status(id), { timeout: 15_000 }).toBe('accepted');
  }, 90_000);

  it('names the organizer’s own address when inbound mail is off', async () => {
    const off = await startTestApp(dialect, { env: { DEV_MAILBOX: 'true', INBOUND_MAIL_DOMAIN: '' } });
    try {
      const olga = await signUp(off.app, uniqueEmail('olga'), 'Olga Organizer');
      const start = Date.now() + 2 * 3_600_000;
      const meeting = await off.app.inject({
        method: 'POST',
        url: `${api}/meetings`,
        headers: olga.headers,
        payload: {
          title: 'Plain',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3_600_000).toISOString(),
        },
      });
      const ivy = uniqueEmail('ivy');
      await off.app.inject({
        method: 'POST',
        url: `${api}/invitations/send`,
        headers: olga.headers,
        payload: { meetingId: meeting.json().data.id, inviteeEmail: ivy, inviteeName: 'Ivy Invitee' },
      });
      let calendar = '';
      await expect
        .poll(
          async () => {
            const mail = (await off.app.services.mail.devMailbox!.list()).find((m) => m.to === ivy);
            const part = mail?.attachments.find((p) => p.contentType.startsWith('text/calendar'));
            calendar = part?.content ?? '';
            return calendar.length;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      expect(parseCalendar(calendar).find((line) => line.name === 'ORGANIZER')!.value).toBe(
        `mailto:${olga.user.email}`,
      );
      expect(off.app.inboundMail.port).toBeUndefined();
    } finally {
      await off.close();
    }
  }, 90_000);
});

describe('calendar reply settings', () => {
  const base = { DATA_DIR: '/tmp/vm-calendar-replies-config', NODE_ENV: 'test' } as const;

  it('listens on 127.0.0.1:2525 for reply.localhost in the quick start, and not once mail goes out', () => {
    expect(loadConfig({ ...base }).inboundMail).toEqual({
      domain: 'reply.localhost',
      host: '127.0.0.1',
      port: 2525,
      quickStart: true,
    });
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.com' }).inboundMail).toBeUndefined();
    expect(loadConfig({ ...base, INBOUND_MAIL_DOMAIN: '' }).inboundMail).toBeUndefined();
    expect(
      loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.com', INBOUND_MAIL_DOMAIN: 'Reply.Example.com' })
        .inboundMail,
    ).toEqual({ domain: 'reply.example.com', host: '0.0.0.0', port: 2525, quickStart: false });
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://mail.example.com', INBOUND_SMTP_PORT: '25' })).toThrow(
      /INBOUND_SMTP_PORT: calendar replies need INBOUND_MAIL_DOMAIN/,
    );
    expect(() => loadConfig({ ...base, INBOUND_MAIL_DOMAIN: 'not a domain' })).toThrow(/INBOUND_MAIL_DOMAIN/);
  });
});

describe('sealed reply tokens', () => {
  const key = 'k'.repeat(40);

  it('open only under the same key, purpose and row, and not once altered', () => {
    const sealed = seal(key, 'calendar-reply-token', 'invitation-1', 'secret-token');
    expect(sealed).not.toContain('secret-token');
    expect(open(key, 'calendar-reply-token', 'invitation-1', sealed)).toBe('secret-token');
    expect(open('x'.repeat(40), 'calendar-reply-token', 'invitation-1', sealed)).toBeUndefined();
    expect(open(key, 'other-purpose', 'invitation-1', sealed)).toBeUndefined();
    expect(open(key, 'calendar-reply-token', 'invitation-2', sealed)).toBeUndefined();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(
      open(key, 'calendar-reply-token', 'invitation-1', [version, iv, flipped.toString('base64url'), tag].join('.')),
    ).toBeUndefined();
    expect(open(key, 'calendar-reply-token', 'invitation-1', 'garbage')).toBeUndefined();
  });
});
