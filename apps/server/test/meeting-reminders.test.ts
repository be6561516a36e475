import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import {
  HOUR,
  MINUTE,
  moveClockTo,
  organizerCalls,
  outboxSettled,
  reminderCounts,
  remindersTo,
} from './support/reminders';
import { signUpOverSmtp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

// Reminders 24 hours and 15 minutes before a meeting (decision record 035), over real SMTP.
// The pass is run by hand at moved clock times, as the status sweep's tests do; its timer is set
// far apart so that only these calls run it.

const DAY = 24 * HOUR;
const utcDate = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(iso));
/**
 * As the invitation e-mail writes it: "2030-05-06 07:30–08:30 UTC", or with both dates when the
 * meeting crosses midnight UTC ("2030-05-06 23:30 – 2030-05-07 00:30 UTC"): the tests' meetings start
 * at the clock's time plus a day, so a run near midnight makes one.
 */
const utcRange = (start: string, end: string) =>
  start.slice(0, 10) === end.slice(0, 10)
    ? `${start.slice(0, 10)} ${start.slice(11, 16)}–${end.slice(11, 16)} UTC`
    : `${start.slice(0, 10)} ${start.slice(11, 16)} – ${end.slice(0, 10)} ${end.slice(11, 16)} UTC`;

describe.each(testDialects)('meeting reminders on %s', (dialect) => {
  let smtp: SmtpCapture;
  let clock: TestClock;
  let test: TestApp;
  let organizer: SignedIn;
  let calls: ReturnType<typeof organizerCalls>;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock, env: { SMTP_URL: smtp.url, REMINDER_POLL_MS: '3600000' } });
    organizer = await signUpOverSmtp(test.app, smtp, uniqueEmail('olga'), 'Olga Organizer');
    calls = organizerCalls(test.app, organizer);
  });
  afterEach(async () => test.close());

  const inMs = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  const meetingIn = (ms: number, body: Record<string, unknown> = {}) =>
    calls.createMeeting({ startTime: inMs(ms), endTime: inMs(ms + HOUR), ...body });
  /** One reminder pass, then every e-mail it queued delivered. */
  async function remind() {
    await test.app.reminders.run();
    await outboxSettled(test.app);
  }
  const subjects = (email: string) => remindersTo(smtp, email).map((mail) => mail.subject);

  it('reaches the organizer and the invitees who accepted or have not answered, 24 hours and 15 minutes before', async () => {
    const ada = await signUpOverSmtp(test.app, smtp, uniqueEmail('ada'), 'Ada Accepts');
    const dan = await signUpOverSmtp(test.app, smtp, uniqueEmail('dan'), 'Dan Declines');
    const pia = uniqueEmail('pia');
    const cay = uniqueEmail('cay');
    const meeting = await meetingIn(3 * DAY, { description: 'Quarterly plan' });
    const adaInvitation = await calls.invite(meeting.id, ada.user.email, { personalMessage: 'Bring the numbers' });
    await calls.answer(ada, adaInvitation.id, 'accept');
    const piaInvitation = await calls.invite(meeting.id, pia);
    const danInvitation = await calls.invite(meeting.id, dan.user.email);
    await calls.answer(dan, danInvitation.id, 'decline');
    await calls.cancelInvitation((await calls.invite(meeting.id, cay)).id);
    const start = Date.parse(meeting.startTime);

    moveClockTo(clock, start - DAY + MINUTE);
    await remind();
    const day = `Reminder: Roadmap review starts in 24 hours`;
    expect(subjects(organizer.user.email)).toEqual([day]);
    expect(subjects(pia)).toEqual([day]);
    expect(subjects(ada.user.email)).toEqual([day]);
    expect(subjects(dan.user.email)).toEqual([]);
    expect(subjects(cay)).toEqual([]);

    // The organizer's links the room; an invitee's the invitation page, with the organizer's message.
    const [toOrganizer] = remindersTo(smtp, organizer.user.email);
    expect(toOrganizer!.text).toContain(meeting.meetingUrl);
    expect(toOrganizer!.text).toContain('Quarterly plan');
    expect(toOrganizer!.text).toContain(utcDate(meeting.startTime, 'en-US'));
    expect(toOrganizer!.text).toContain(utcRange(meeting.startTime, meeting.endTime));
    const [toPia] = remindersTo(smtp, pia);
    expect(toPia!.text).toContain(`/invitation/${piaInvitation.id}`);
    expect(toPia!.text).not.toContain(meeting.meetingUrl);
    expect(toPia!.text).toContain('Olga Organizer invited you to this meeting.');
    const [toAda] = remindersTo(smtp, ada.user.email);
    expect(toAda!.text).toContain(`/invitation/${adaInvitation.id}`);
    expect(toAda!.text).toContain('Bring the numbers');
    expect(toAda!.html).toContain('Bring the numbers');

    moveClockTo(clock, start - 15 * MINUTE + 30_000);
    await remind();
    const soon = `Reminder: Roadmap review starts in 15 minutes`;
    for (const email of [organizer.user.email, pia, ada.user.email]) expect(subjects(email)).toEqual([day, soon]);
    expect(subjects(dan.user.email)).toEqual([]);
    expect(subjects(cay)).toEqual([]);

    // Further passes find nothing new to send.
    await remind();
    clock.advance(10 * MINUTE);
    await remind();
    expect(await reminderCounts(test.app)).toEqual({ recorded: 6, mails: 6 });
    for (const email of [organizer.user.email, pia, ada.user.email]) expect(subjects(email)).toHaveLength(2);
  });

  it('writes to each recipient in their own language', async () => {
    const tulay = await signUpOverSmtp(test.app, smtp, uniqueEmail('tulay'), 'Tülay Türkçe');
    const patched = await test.app.inject({
      method: 'PATCH',
      url: '/api/VideoMeeting/guest/me',
      headers: tulay.headers,
      payload: { locale: 'tr' },
    });
    expect(patched.statusCode).toBe(200);
    const meeting = await meetingIn(2 * DAY, { title: 'Bütçe' });
    const invitation = await calls.invite(meeting.id, tulay.user.email, { personalMessage: 'Rakamları getirin' });
    moveClockTo(clock, Date.parse(meeting.startTime) - 15 * MINUTE);
    await remind();
    const [turkish] = remindersTo(smtp, tulay.user.email);
    expect(turkish!.subject).toBe('Hatırlatma: Bütçe 15 dakika sonra başlıyor');
    expect(turkish!.text).toContain(utcDate(meeting.startTime, 'tr-TR'));
    expect(turkish!.text).toContain('UTC');
    expect(turkish!.text).toContain('Olga Organizer sizi bu toplantıya davet etti.');
    expect(turkish!.text).toContain('Rakamları getirin');
    expect(turkish!.text).toContain(`/invitation/${invitation.id}`);
    expect(subjects(organizer.user.email)).toEqual(['Reminder: Bütçe starts in 15 minutes']);
  });

  it('sends the 24-hour reminder only when the meeting was scheduled a day ahead, and none to later invitations', async () => {
    const ivy = uniqueEmail('ivy');
    const lou = uniqueEmail('lou');
    const meeting = await meetingIn(2 * HOUR);
    await calls.invite(meeting.id, ivy);
    await remind();
    expect(await reminderCounts(test.app)).toEqual({ recorded: 0, mails: 0 });

    moveClockTo(clock, Date.parse(meeting.startTime) - 14 * MINUTE);
    // Invited after the 15-minute reminder was due: the invitation itself is the notice.
    await calls.invite(meeting.id, lou);
    await remind();
    expect(subjects(organizer.user.email)).toEqual(['Reminder: Roadmap review starts in 15 minutes']);
    expect(subjects(ivy)).toEqual(['Reminder: Roadmap review starts in 15 minutes']);
    expect(subjects(lou)).toEqual([]);
  });

  it('arms the reminders again for a meeting moved to another time, not for another title', async () => {
    const ivy = uniqueEmail('ivy');
    const meeting = await meetingIn(2 * DAY);
    await calls.invite(meeting.id, ivy);
    moveClockTo(clock, Date.parse(meeting.startTime) - DAY);
    await remind();
    expect(subjects(ivy)).toHaveLength(1);
    expect(remindersTo(smtp, ivy)[0]!.text).toContain(utcRange(meeting.startTime, meeting.endTime));

    const moved = await calls.editMeeting(meeting.id, {
      startTime: new Date(Date.parse(meeting.startTime) + DAY).toISOString(),
      endTime: new Date(Date.parse(meeting.endTime) + DAY).toISOString(),
    });
    await remind();
    expect(subjects(ivy)).toHaveLength(1);
    moveClockTo(clock, Date.parse(moved.startTime) - DAY);
    await remind();
    expect(subjects(ivy)).toHaveLength(2);
    expect(subjects(organizer.user.email)).toHaveLength(2);
    expect(remindersTo(smtp, ivy)[1]!.text).toContain(utcRange(moved.startTime, moved.endTime));

    await calls.editMeeting(meeting.id, { title: 'Roadmap review, renamed' });
    await remind();
    expect(subjects(ivy)).toHaveLength(2);
    moveClockTo(clock, Date.parse(moved.startTime) - 15 * MINUTE);
    await remind();
    expect(subjects(ivy).at(-1)).toBe('Reminder: Roadmap review, renamed starts in 15 minutes');
    expect(await reminderCounts(test.app)).toEqual({ recorded: 6, mails: 6 });
  });

  it('sends none while the organizer has reminders off', async () => {
    const ivy = uniqueEmail('ivy');
    const meeting = await meetingIn(2 * DAY, { remindersEnabled: false });
    await calls.invite(meeting.id, ivy);
    moveClockTo(clock, Date.parse(meeting.startTime) - DAY);
    await remind();
    expect(await reminderCounts(test.app)).toEqual({ recorded: 0, mails: 0 });

    // Turned on while the 24-hour reminder is due: it goes out; turned off again: the next does not.
    await calls.editMeeting(meeting.id, { remindersEnabled: true });
    await remind();
    expect(subjects(ivy)).toEqual(['Reminder: Roadmap review starts in 24 hours']);
    await calls.editMeeting(meeting.id, { remindersEnabled: false });
    moveClockTo(clock, Date.parse(meeting.startTime) - 15 * MINUTE);
    await remind();
    expect(subjects(ivy)).toHaveLength(1);
    expect(subjects(organizer.user.email)).toHaveLength(1);
  });

  it('sends none for a meeting that was cancelled (ended before it began)', async () => {
    const ivy = uniqueEmail('ivy');
    const meeting = await meetingIn(2 * DAY);
    await calls.invite(meeting.id, ivy);
    await calls.endMeeting(meeting.id);
    moveClockTo(clock, Date.parse(meeting.startTime) - DAY);
    await remind();
    moveClockTo(clock, Date.parse(meeting.startTime) - 15 * MINUTE);
    await remind();
    expect(await reminderCounts(test.app)).toEqual({ recorded: 0, mails: 0 });
    expect(subjects(ivy)).toEqual([]);
    expect(subjects(organizer.user.email)).toEqual([]);
  });

  it('reminds a series invitee of each occurrence, except one that was cancelled', async () => {
    const ivy = uniqueEmail('ivy');
    const first = await meetingIn(2 * DAY, {
      recurrence: { frequency: 'daily', count: 3, timeZone: 'Europe/Istanbul' },
    });
    await calls.invite(first.id, ivy);
    const occurrences = (
      await test.app.inject({
        method: 'GET',
        url: `/api/VideoMeeting/meetings/series/${first.seriesId}`,
        headers: organizer.headers,
      })
    ).json().data as Array<{ id: string; startTime: string }>;
    expect(occurrences).toHaveLength(3);
    await calls.endMeeting(occurrences[1]!.id);
    for (const occurrence of occurrences) {
      moveClockTo(clock, Date.parse(occurrence.startTime) - 15 * MINUTE);
      await remind();
    }
    const soon = 'Reminder: Roadmap review starts in 15 minutes';
    expect(subjects(ivy)).toEqual([soon, soon]);
    expect(subjects(organizer.user.email)).toEqual([soon, soon]);
  });
});
