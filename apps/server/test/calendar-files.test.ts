import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GuestUser } from '@vm/contracts';
import { testDialects } from './support/databases';
import { uniqueEmail, type SignedIn } from './support/sign-in';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

// docs/product.md, 'Invitation e-mail', 'Add to calendar' and 'Recurring meetings': what the calendar
// files and e-mails carry after changes (a moved occurrence, a split, a cancellation, a reschedule),
// read back with ical.js, an independent parser; and the e-mail's layout and times.

const api = '/api/VideoMeeting';
const NEW_YORK = 'America/New_York';
// Monday 2030-10-28 09:00 in New York (EDT, UTC-4).
const FIRST_START = '2030-10-28T13:00:00.000Z';
const FIRST_END = '2030-10-28T14:00:00.000Z';
const HOUR = 3_600_000;

interface MeetingReply {
  id: string;
  seriesId: string | null;
  startTime: string;
  endTime: string;
  status: string;
  cancelledAt: string | null;
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

const instant = (event: ICAL.Component, name: string) =>
  (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();

/** Every start ical.js expands from the master event with its exceptions. */
function expandStarts(ics: string, max = 100): string[] {
  const events = parse(ics).getAllSubcomponents('vevent');
  const master = new ICAL.Event(events.find((event) => !event.hasProperty('recurrence-id'))!);
  for (const exception of events.filter((event) => event.hasProperty('recurrence-id')))
    master.relateException(exception);
  const starts: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next && starts.length < max; next = iterator.next())
    starts.push(master.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  return starts;
}

const calendarOf = (mail: ParsedMail) =>
  mail.attachments.find((part) => part.contentType.startsWith('text/calendar'))!.content.toString('utf8');

/** The plain-text part lists each link as `- Name: URL` under its label. */
function linkIn(mail: ParsedMail, name: string): string {
  const match = new RegExp(`^- ${name}: (\\S+)$`, 'm').exec(mail.text ?? '');
  if (!match) throw new Error(`no ${name} link in the e-mail`);
  return match[1]!;
}

describe.each(testDialects)('calendar files and invitation e-mails on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { env: { SMTP_URL: smtp.url }, clock });
    host = await register(uniqueEmail('olga'), 'Olga Organizer', { timeZone: NEW_YORK });
  });
  afterEach(async () => test.close());

  const mailTo = (email: string, subject: (text: string) => boolean) =>
    smtp.waitFor((m) => JSON.stringify(m.to).includes(email) && subject(m.subject ?? ''));

  /** Registers through the real API with a language and the browser's time zone, as the web app does. */
  async function register(email: string, name: string, extra: { timeZone?: string; locale?: string }) {
    const sent = await test.app.inject({
      method: 'POST',
      url: `${api}/guest/send-otp?purpose=register`,
      payload: { email, ...(extra.locale ? { locale: extra.locale } : {}) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const codeMail = await mailTo(email, () => true);
    const otpCode = /\b(\d{6})\b/.exec(codeMail.subject ?? '')![1];
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/guest/register-with-otp`,
      payload: { name, email, otpCode, ...extra },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { token, user } = reply.json().data as { token: string; user: GuestUser };
    return { token, user, headers: { authorization: `Bearer ${token}` } };
  }

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: SignedIn | null = host) =>
    test.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });

  async function created(payload: object): Promise<MeetingReply> {
    const reply = await request('POST', `${api}/meetings`, payload);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as MeetingReply;
  }

  const occurrences = async (seriesId: string) =>
    (await request('GET', `${api}/meetings/series/${seriesId}`)).json().data as MeetingReply[];

  async function invite(meetingId: string, email: string, name: string) {
    const sent = await request('POST', `${api}/invitations/send`, {
      meetingId,
      inviteeEmail: email,
      inviteeName: name,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json().data.id as string;
  }

  const organizerFile = async (meetingId: string) => {
    const reply = await request('GET', `${api}/meetings/${meetingId}/calendar.ics`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.body;
  };

  it('keeps a moved occurrence’s reminder, and a split withdraws the old exception and keeps an earlier cancellation', async () => {
    const first = await created({
      title: 'Weekly sync',
      startTime: FIRST_START,
      endTime: FIRST_END,
      recurrence: { frequency: 'weekly', count: 5, timeZone: NEW_YORK },
    });
    const series = await occurrences(first.seriesId!);
    const email = uniqueEmail('ines');
    const invitationId = await invite(first.id, email, 'Ines');

    // The invitation page can repeat a Google link from the next occurrence to the series' last start.
    const page = await request('GET', `${api}/invitations/${invitationId}`, undefined, null);
    expect(page.json().data.seriesLastStart).toBe(series[4]!.startTime);

    // A series' Google link repeats in the series' zone; Outlook's cannot, so Outlook gets the .ics.
    const invitation = await mailTo(email, (subject) => subject === 'Invitation: Weekly sync');
    const google = new URL(linkIn(invitation, 'Google Calendar'));
    expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=5;WKST=MO');
    expect(google.searchParams.get('ctz')).toBe(NEW_YORK);
    expect(google.searchParams.get('dates')).toBe('20301028T090000/20301028T100000');
    expect(linkIn(invitation, String.raw`Outlook \(\.ics file\)`)).toBe(linkIn(invitation, 'Download .ics'));
    expect(invitation.text).toContain("Outlook's link can add only one occurrence");

    // The fourth moved an hour later alone, the fifth cancelled alone.
    const movedStart = new Date(Date.parse(series[3]!.startTime) + HOUR).toISOString();
    const movedEnd = new Date(Date.parse(series[3]!.endTime) + HOUR).toISOString();
    const moved = await request('PATCH', `${api}/meetings/${series[3]!.id}`, {
      startTime: movedStart,
      endTime: movedEnd,
      scope: 'occurrence',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await request('POST', `${api}/meetings/${series[4]!.id}/end?scope=occurrence`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The downloaded file reminds of the moved occurrence as the e-mailed update does.
    const file = (await request('GET', `${api}/invitations/${invitationId}/calendar.ics`, undefined, null)).body;
    const exception = parse(file)
      .getAllSubcomponents('vevent')
      .find((event) => event.hasProperty('recurrence-id'))!;
    expect(instant(exception, 'recurrence-id')).toBe(series[3]!.startTime);
    expect(instant(exception, 'dtstart')).toBe(movedStart);
    expect(
      exception.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    ).toEqual(['-PT15M']);

    // From the third on: a new series. The old one's invitees are told to drop the moved fourth.
    const split = await request('PATCH', `${api}/meetings/${series[2]!.id}`, {
      title: 'Weekly sync (new room)',
      scope: 'following',
    });
    expect(split.statusCode, split.body).toBe(200);
    const withdrawal = await mailTo(email, (subject) => subject.startsWith('Changed: Weekly sync'));
    const cancel = parse(calendarOf(withdrawal));
    expect(String(cancel.getFirstPropertyValue('method'))).toBe('CANCEL');
    const withdrawn = cancel.getAllSubcomponents('vevent');
    expect(withdrawn.map((event) => String(event.getFirstPropertyValue('uid')))).toEqual([
      `${invitationId}@video-meeting`,
    ]);
    expect(withdrawn.map((event) => instant(event, 'recurrence-id'))).toEqual([series[3]!.startTime]);
    expect(String(withdrawn[0]!.getFirstPropertyValue('status'))).toBe('CANCELLED');
    const update = await mailTo(email, (subject) => subject === 'Updated invitation: Weekly sync');
    const updateSequence = Number(
      parse(calendarOf(update)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence'),
    );
    expect(Number(withdrawn[0]!.getFirstPropertyValue('sequence'))).toBeGreaterThan(updateSequence);

    // The fifth, cancelled before the split, stays cancelled in the new series and its invitation.
    const later = await occurrences((split.json().data as MeetingReply).seriesId!);
    expect(later.map((row) => [row.startTime, row.status, row.cancelledAt !== null])).toEqual([
      [series[2]!.startTime, 'scheduled', false],
      [series[3]!.startTime, 'scheduled', false],
      [series[4]!.startTime, 'ended', true],
    ]);
    const fresh = await mailTo(email, (subject) => subject === 'Invitation: Weekly sync (new room)');
    expect(expandStarts(calendarOf(fresh))).toEqual([series[2]!.startTime, series[3]!.startTime]);
  });

  it('gives the organizer the whole series as one event with its rule, and a cancelled or moved meeting with a higher SEQUENCE', async () => {
    const single = await created({ title: 'Roadmap', startTime: FIRST_START, endTime: FIRST_END });
    const before = parse(await organizerFile(single.id)).getFirstSubcomponent('vevent')!;
    expect(Number(before.getFirstPropertyValue('sequence'))).toBe(0);

    clock.advance(60_000);
    const moved = await request('PATCH', `${api}/meetings/${single.id}`, {
      startTime: new Date(Date.parse(FIRST_START) + HOUR).toISOString(),
      endTime: new Date(Date.parse(FIRST_END) + HOUR).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = parse(await organizerFile(single.id)).getFirstSubcomponent('vevent')!;
    expect(String(after.getFirstPropertyValue('uid'))).toBe(String(before.getFirstPropertyValue('uid')));
    const movedSequence = Number(after.getFirstPropertyValue('sequence'));
    expect(movedSequence).toBeGreaterThan(0);

    clock.advance(60_000);
    expect((await request('POST', `${api}/meetings/${single.id}/end`)).statusCode).toBe(200);
    const gone = parse(await organizerFile(single.id)).getFirstSubcomponent('vevent')!;
    expect(String(gone.getFirstPropertyValue('status'))).toBe('CANCELLED');
    expect(Number(gone.getFirstPropertyValue('sequence'))).toBeGreaterThan(movedSequence);
    expect(gone.getAllSubcomponents('valarm')).toHaveLength(0);

    const first = await created({
      title: 'Weekly sync',
      startTime: FIRST_START,
      endTime: FIRST_END,
      recurrence: { frequency: 'weekly', count: 4, timeZone: NEW_YORK },
    });
    const series = await occurrences(first.seriesId!);
    clock.advance(60_000);
    expect((await request('POST', `${api}/meetings/${series[1]!.id}/end?scope=occurrence`)).statusCode).toBe(200);
    const movedStart = new Date(Date.parse(series[2]!.startTime) + HOUR).toISOString();
    const edit = await request('PATCH', `${api}/meetings/${series[2]!.id}`, {
      startTime: movedStart,
      endTime: new Date(Date.parse(series[2]!.endTime) + HOUR).toISOString(),
      scope: 'occurrence',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    // Downloaded from any occurrence: the same one event with the rule, the cancellation and the move.
    const file = await organizerFile(series[3]!.id);
    expect(await organizerFile(series[0]!.id)).toBe(file);
    const events = parse(file).getAllSubcomponents('vevent');
    const master = events.find((event) => !event.hasProperty('recurrence-id'))!;
    expect(events).toHaveLength(2);
    expect(String(master.getFirstPropertyValue('uid'))).toBe(`series-${first.seriesId}@video-meeting`);
    expect(master.hasProperty('rrule')).toBe(true);
    expect(Number(master.getFirstPropertyValue('sequence'))).toBeGreaterThan(0);
    expect(expandStarts(file)).toEqual([series[0]!.startTime, movedStart, series[3]!.startTime]);
  });

  it('writes the invitation in a table layout with a cell button, in the reader’s and the organizer’s zones, and an update says what changed', async () => {
    const meeting = await created({
      title: 'Roadmap review',
      startTime: '2030-05-06T07:30:00.000Z',
      endTime: '2030-05-06T08:30:00.000Z',
    });
    // An invitee with an account in Istanbul who reads Turkish, and one without an account.
    const ayse = uniqueEmail('ayse');
    await register(ayse, 'Ayşe', { timeZone: 'Europe/Istanbul', locale: 'tr' });
    await invite(meeting.id, ayse, 'Ayşe');
    const bob = uniqueEmail('bob');
    await invite(meeting.id, bob, 'Bob');

    const turkish = await mailTo(ayse, (subject) => subject === 'Davet: Roadmap review');
    expect(turkish.text).toContain('Zaman: 6 Mayıs 2030 Pazartesi, 10:30–11:30 (Europe/Istanbul)');
    expect(turkish.text).toContain('Düzenleyenin saati: 6 Mayıs 2030 Pazartesi, 03:30–04:30 (America/New_York)');
    expect(turkish.text).toContain('UTC olarak: 2030-05-06 07:30–08:30 UTC');
    const english = await mailTo(bob, (subject) => subject === 'Invitation: Roadmap review');
    expect(english.text).toContain('When: Monday, May 6, 2030, 03:30–04:30 (America/New_York)');
    expect(english.text).toContain('In UTC: 2030-05-06 07:30–08:30 UTC');

    const html = String(english.html);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // The button is a table cell that paints its own background, the link inside it.
    expect(html).toMatch(
      /<td[^>]*bgcolor="#2563eb"[^>]*><a href="[^"]*\/invitation\/[^"]+"[^>]*>View and answer the invitation<\/a><\/td>/,
    );
    expect(html).not.toMatch(/<div[^>]*max-width/);

    const edit = await request('PATCH', `${api}/meetings/${meeting.id}`, {
      title: 'Roadmap review (moved)',
      startTime: '2030-05-06T09:30:00.000Z',
      endTime: '2030-05-06T10:30:00.000Z',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const update = await mailTo(bob, (subject) => subject === 'Updated invitation: Roadmap review (moved)');
    expect(update.text).toContain('Olga Organizer changed the meeting you are invited to');
    expect(update.text).not.toContain('invites you to a video meeting');
    expect(update.text).toContain('New title: "Roadmap review (moved)" (was "Roadmap review").');
    expect(update.text).toContain('New time, below (was Monday, May 6, 2030, 03:30–04:30 (America/New_York)).');
    expect(update.text).toContain('When: Monday, May 6, 2030, 05:30–06:30 (America/New_York)');
    const turkishUpdate = await mailTo(ayse, (subject) => subject === 'Güncellenmiş davet: Roadmap review (moved)');
    expect(turkishUpdate.text).toContain('Yeni başlık: "Roadmap review (moved)" (önceki: "Roadmap review").');
    expect(turkishUpdate.text).toContain(
      'Yeni zaman aşağıda (önceki: 6 Mayıs 2030 Pazartesi, 10:30–11:30 (Europe/Istanbul)).',
    );
  });
});
