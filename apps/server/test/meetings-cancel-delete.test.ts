import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { calendarValue } from './support/ical-parse';
import { DAY, HOUR, MINUTE, moveClockTo, organizerCalls, outboxSettled, remindersTo } from './support/reminders';
import { signUpOverSmtp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

// Cancelling a meeting before it begins, and deleting an ended or cancelled one (docs/product.md,
// 'Cancelling a meeting' and 'Deleting meetings'), through the real API, mail server and status job.

const api = '/api/VideoMeeting';

describe.each(testDialects)('cancelling and deleting meetings on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let clock: TestClock;
  let organizer: SignedIn;
  let calls: ReturnType<typeof organizerCalls>;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, {
      clock,
      // The purge comes 30 days after deletion: the organizer stays signed in past it.
      env: { SMTP_URL: smtp.url, REMINDER_POLL_MS: '3600000', SESSION_TTL_DAYS: '90' },
    });
    organizer = await signUpOverSmtp(test.app, smtp, uniqueEmail('olga'), 'Olga Organizer');
    calls = organizerCalls(test.app, organizer);
  });
  afterEach(async () => test.close());

  const inMs = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: SignedIn, payload?: unknown) =>
    test.app.inject({ method, url: `${api}${url}`, headers: who?.headers, payload: payload as never });
  const mailsTo = (email: string) => smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(email));
  const calendarOf = (mail: ParsedMail) =>
    mail.attachments.find((part) => part.contentType.startsWith('text/calendar'))!.content.toString('utf8');
  const statusOf = async (invitationId: string) => (await call('GET', `/invitations/${invitationId}`)).json().data;
  const listCodes = async (status?: string) => {
    const query = status ? `?status=${status}&pageSize=100` : '?pageSize=100';
    return (await call('GET', `/meetings${query}`, organizer)).json().data.map((m: { id: string }) => m.id);
  };

  it('cancels with one METHOD:CANCEL to each invitee still concerned, with the message; reminders stop; joining says cancelled', async () => {
    const meeting = await calls.createMeeting({ startTime: inMs(2 * DAY), endTime: inMs(2 * DAY + HOUR) });
    const ada = await signUpOverSmtp(test.app, smtp, uniqueEmail('ada'), 'Ada Accepts');
    const pia = uniqueEmail('pia');
    const accepted = await calls.invite(meeting.id, ada.user.email);
    await calls.answer(ada, accepted.id, 'accept');
    const pending = await calls.invite(meeting.id, pia);
    await outboxSettled(test.app);
    const before = { ada: mailsTo(ada.user.email).length, pia: mailsTo(pia).length };

    const stranger = await signUpOverSmtp(test.app, smtp, uniqueEmail('sam'), 'Sam Stranger');
    expect((await call('POST', `/meetings/${meeting.id}/cancel`, stranger)).statusCode).toBe(404);
    const reply = await call('POST', `/meetings/${meeting.meetingId}/cancel`, organizer, {
      message: 'The client moved to next quarter.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 'ended', cancelledAt: clock.now().toISOString() });
    await outboxSettled(test.app);

    for (const [email, invitationId] of [
      [ada.user.email, accepted.id],
      [pia, pending.id],
    ] as const) {
      const mails = mailsTo(email).slice(email === pia ? before.pia : before.ada);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Cancelled: ${meeting.title}`);
      expect(mails[0]!.text).toContain('Olga Organizer cancelled');
      expect(mails[0]!.text).toContain('The client moved to next quarter.');
      const ics = calendarOf(mails[0]!);
      expect(calendarValue(ics, 'METHOD')).toBe('CANCEL');
      expect(calendarValue(ics, 'UID')).toBe(`${invitationId}@video-meeting`);
      expect(Number(calendarValue(ics, 'SEQUENCE'))).toBeGreaterThan(0);
      expect((await statusOf(invitationId)).status).toBe('cancelled');
    }

    // Asking again changes nothing and mails nobody.
    expect((await call('POST', `/meetings/${meeting.id}/cancel`, organizer)).statusCode).toBe(200);
    await outboxSettled(test.app);
    expect(mailsTo(pia).length).toBe(before.pia + 1);

    // The lists: cancelled, not ended; out of completed.
    expect(await listCodes('cancelled')).toEqual([meeting.id]);
    expect(await listCodes('ended')).toEqual([]);
    expect((await call('GET', '/meetings/stats', organizer)).json().data.completedMeetings).toBe(0);

    // Joining: the host, an invitee and a guest are told it was cancelled.
    const hostJoin = await call('GET', `/meetings/${meeting.id}/join-url`, organizer);
    expect(hostJoin.statusCode).toBe(409);
    expect(hostJoin.json()).toMatchObject({
      message: 'This meeting was cancelled by the organizer.',
      code: 'MEETING_CANCELLED',
    });
    const guestJoin = await call('POST', `/meetings/${meeting.meetingId}/join`, undefined, { guestName: 'Gus' });
    expect(guestJoin.json().message).toBe('This meeting was cancelled by the organizer.');

    // No reminder at 24 hours or 15 minutes before the start that will not be.
    moveClockTo(clock, Date.parse(meeting.startTime) - 20 * HOUR);
    await test.app.reminders.run();
    moveClockTo(clock, Date.parse(meeting.startTime) - 10 * MINUTE);
    await test.app.reminders.run();
    await outboxSettled(test.app);
    for (const email of [ada.user.email, pia, organizer.user.email]) expect(remindersTo(smtp, email)).toEqual([]);
  });

  it('ending a meeting that has not begun cancels it, mails included; one that has begun is ended, not cancelled', async () => {
    const meeting = await calls.createMeeting({ startTime: inMs(DAY), endTime: inMs(DAY + HOUR) });
    const ivy = uniqueEmail('ivy');
    const invitation = await calls.invite(meeting.id, ivy);
    await outboxSettled(test.app);
    expect((await call('POST', `/meetings/${meeting.id}/end`, organizer)).json().data.cancelledAt).not.toBeNull();
    await outboxSettled(test.app);
    expect(mailsTo(ivy).map((mail) => mail.subject)).toEqual([
      `Invitation: ${meeting.title}`,
      `Cancelled: ${meeting.title}`,
    ]);
    expect((await statusOf(invitation.id)).status).toBe('cancelled');

    const held = await calls.createMeeting({ startTime: inMs(HOUR), endTime: inMs(2 * HOUR) });
    await call('POST', `/meetings/${held.id}/start`, organizer);
    const refused = await call('POST', `/meetings/${held.id}/cancel`, organizer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MEETING_NOT_CANCELLABLE');
    await call('POST', `/meetings/${held.id}/end`, organizer);
    const ended = (await call('GET', `/meetings/${held.id}`, organizer)).json().data;
    expect(ended).toMatchObject({ status: 'ended', cancelledAt: null });
    expect(await listCodes('ended')).toEqual([held.id]);
  });

  it('deletes an ended or cancelled meeting into Recently deleted, restores it, and purges what hangs off it after 30 days', async () => {
    const scheduled = await calls.createMeeting({ startTime: inMs(DAY), endTime: inMs(DAY + HOUR) });
    const notYet = await call('DELETE', `/meetings/${scheduled.id}`, organizer);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('MEETING_NOT_DELETABLE');

    const invitation = await calls.invite(scheduled.id, uniqueEmail('del'));
    await call('POST', `/meetings/${scheduled.id}/cancel`, organizer);
    const stranger = await signUpOverSmtp(test.app, smtp, uniqueEmail('sam'), 'Sam Stranger');
    expect((await call('DELETE', `/meetings/${scheduled.id}`, stranger)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/meetings/${scheduled.id}`, organizer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.deletedAt).toBe(clock.now().toISOString());

    // Out of every list and figure; in Recently deleted; its page still answers its organizer.
    expect(await listCodes()).toEqual([]);
    expect((await call('GET', '/meetings/stats', organizer)).json().data.totalMeetings).toBe(0);
    const recently = (await call('GET', '/meetings/deleted', organizer)).json().data;
    expect(recently.map((m: { id: string }) => m.id)).toEqual([scheduled.id]);
    expect((await call('GET', '/meetings/deleted', stranger)).json().data).toEqual([]);

    // Restored: back in the list; deleted again, it stays 30 days.
    expect((await call('POST', `/meetings/${scheduled.id}/restore`, organizer)).json().data.deletedAt).toBeNull();
    expect(await listCodes()).toEqual([scheduled.id]);
    await call('DELETE', `/meetings/${scheduled.id}`, organizer);

    clock.advance(29 * DAY);
    await test.app.meetings.sweep();
    expect((await statusOf(invitation.id)).id).toBe(invitation.id);
    expect((await call('GET', '/meetings/deleted', organizer)).json().data).toHaveLength(1);

    clock.advance(2 * DAY);
    await test.app.meetings.sweep();
    expect((await call('GET', `/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/meetings/deleted', organizer)).json().data).toEqual([]);
    const late = await call('POST', `/meetings/${scheduled.id}/restore`, organizer);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('MEETING_NOT_RESTORABLE');
    // The meeting itself stays for the account's export until the account goes.
    expect((await call('GET', `/meetings/${scheduled.id}`, organizer)).statusCode).toBe(200);
  });
});
