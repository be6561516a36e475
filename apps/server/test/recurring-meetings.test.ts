import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { signUpOverSmtp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';

// docs/product.md, 'Recurring meetings': occurrences as meetings in the organizer's zone, one invitation per
// series whose calendar file an independent parser (ical.js) expands to the same instants, and the
// single-occurrence and 'from this occurrence on' changes.

const api = '/api/VideoMeeting';
const NEW_YORK = 'America/New_York';
// Monday 2030-10-28 09:00 in New York (EDT, UTC-4); daylight saving ends on Sunday 2030-11-03.
const FIRST_START = '2030-10-28T13:00:00.000Z';
const FIRST_END = '2030-10-28T14:00:00.000Z';

interface MeetingReply {
  id: string;
  meetingId: string;
  seriesId: string | null;
  startTime: string;
  endTime: string;
  status: string;
  title: string;
  recurrence: { frequency: string; byWeekday: string[]; count: number | null; until: string | null } | null;
}

/** A calendar file read by ical.js, its VTIMEZONEs registered so TZID times resolve. */
function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

/** Every start ical.js expands from the file's master event (RRULE, EXDATE, exceptions), up to `max`. */
function expandStarts(ics: string, max = 200): string[] {
  const calendar = parseCalendar(ics);
  const events = calendar.getAllSubcomponents('vevent');
  const master = new ICAL.Event(events.find((event) => !event.hasProperty('recurrence-id'))!);
  for (const exception of events.filter((event) => event.hasProperty('recurrence-id')))
    master.relateException(exception);
  const starts: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next && starts.length < max; next = iterator.next()) {
    starts.push(master.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  }
  return starts;
}

const attachment = (mail: ParsedMail) => mail.attachments.find((part) => part.contentType.startsWith('text/calendar'))!;
const calendarOf = (mail: ParsedMail) => attachment(mail).content.toString('utf8');

/** The wall-clock time of an instant in a zone, e.g. "Mon 09:00". */
const localTime = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );

describe.each(testDialects)('recurring meetings on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    test = await startTestApp(dialect, { env: { SMTP_URL: smtp.url } });
    host = await signUpOverSmtp(test.app, smtp, uniqueEmail('rita'), 'Rita Recurring');
  });
  afterEach(async () => test.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: SignedIn | undefined = host) =>
    test.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });

  async function createSeries(recurrence: object, extra: object = {}): Promise<MeetingReply> {
    const reply = await request('POST', `${api}/meetings`, {
      title: 'Weekly sync',
      startTime: FIRST_START,
      endTime: FIRST_END,
      recurrence: { timeZone: NEW_YORK, ...recurrence },
      ...extra,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as MeetingReply;
  }

  const occurrences = async (seriesId: string): Promise<MeetingReply[]> => {
    const reply = await request('GET', `${api}/meetings/series/${seriesId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as MeetingReply[];
  };

  async function inviteToSeries(meetingId: string, name = 'Ines') {
    const email = uniqueEmail(name.toLowerCase());
    const sent = await request('POST', `${api}/invitations/send`, {
      meetingId,
      inviteeEmail: email,
      inviteeName: name,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes(email) && m.subject!.startsWith('Invitation'));
    return { email, invitation: sent.json().data as { id: string; meetingId: string; seriesId?: string }, mail };
  }

  it('keeps a weekly meeting at 09:00 New York time across the change of daylight saving, and ical.js expands the invitation to the same instants', async () => {
    const first = await createSeries({ frequency: 'weekly', byWeekday: ['MO', 'WE'], count: 6 });
    expect(first.seriesId).toBeTruthy();
    expect(first.recurrence).toMatchObject({ frequency: 'weekly', byWeekday: ['MO', 'WE'], count: 6 });
    const series = await occurrences(first.seriesId!);
    expect(series.map((meeting) => localTime(meeting.startTime, NEW_YORK))).toEqual([
      'Mon 09:00',
      'Wed 09:00',
      'Mon 09:00',
      'Wed 09:00',
      'Mon 09:00',
      'Wed 09:00',
    ]);
    // The same local time is another UTC time once daylight saving ends.
    expect(series[0]!.startTime).toBe(FIRST_START);
    expect(series[2]!.startTime).toBe('2030-11-04T14:00:00.000Z');
    expect(new Set(series.map((meeting) => meeting.meetingId)).size).toBe(6);
    expect(series.every((meeting) => meeting.status === 'scheduled' && meeting.seriesId === first.seriesId)).toBe(true);
    // Each occurrence is a meeting the lists show.
    const list = (await request('GET', `${api}/meetings?pageSize=20`)).json().data as MeetingReply[];
    expect(list.filter((meeting) => meeting.seriesId === first.seriesId)).toHaveLength(6);

    // Inviting from any occurrence invites to the whole series: one invitation, one e-mail.
    const { email, invitation, mail } = await inviteToSeries(series[3]!.id);
    expect(invitation.seriesId).toBe(first.seriesId);
    expect(invitation.meetingId).toBe(first.id);
    const ics = calendarOf(mail);
    expect(ics).toMatch(/RRULE:FREQ=WEEKLY;.*BYDAY=MO,WE/);
    expect(ics).toContain(`DTSTART;TZID=${NEW_YORK}:20301028T090000`);
    expect(ics).toContain(`BEGIN:VTIMEZONE\r\nTZID:${NEW_YORK}`);
    expect(mail.text).toContain('Repeats: every week on Monday, Wednesday, 6 times');
    expect(expandStarts(ics)).toEqual(series.map((meeting) => meeting.startTime));
    // A second invitation to another occurrence for the same address is the same series' invitation.
    const again = await request('POST', `${api}/invitations/send`, {
      meetingId: series[5]!.id,
      inviteeEmail: email,
      inviteeName: 'Ines',
    });
    expect(again.statusCode).toBe(409);
    // It counts in every occurrence's statistics.
    const stats = (await request('GET', `${api}/invitations/meeting/${series[4]!.id}/stats`)).json().data;
    expect(stats).toMatchObject({ total: 1, pending: 1 });
  });

  it('skips months without the 31st, refuses more than 100 occurrences, and a rule change of one occurrence alone', async () => {
    const monthly = await createSeries(
      { frequency: 'monthly', byMonthDay: 31, count: 4 },
      { startTime: '2030-01-31T14:00:00.000Z', endTime: '2030-01-31T15:00:00.000Z' },
    );
    const months = (await occurrences(monthly.seriesId!)).map((meeting) => meeting.startTime.slice(0, 10));
    expect(months).toEqual(['2030-01-31', '2030-03-31', '2030-05-31', '2030-07-31']);

    const tooMany = await request('POST', `${api}/meetings`, {
      title: 'Daily',
      startTime: FIRST_START,
      endTime: FIRST_END,
      recurrence: { frequency: 'daily', until: '2031-06-01T00:00:00Z', timeZone: NEW_YORK },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      expect.objectContaining({ field: 'recurrence.until', code: 'RECURRENCE_TOO_MANY' }),
    ]);
    const noEnd = await request('POST', `${api}/meetings`, {
      title: 'Daily',
      startTime: FIRST_START,
      endTime: FIRST_END,
      recurrence: { frequency: 'daily', timeZone: 'Mars/Olympus' },
    });
    expect(noEnd.statusCode).toBe(400);
    expect(
      noEnd
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['recurrence.count', 'recurrence.timeZone']);

    const oneOnly = await request('PATCH', `${api}/meetings/${monthly.id}`, {
      recurrence: { frequency: 'weekly', count: 2, timeZone: NEW_YORK },
    });
    expect(oneOnly.statusCode).toBe(400);
    expect(oneOnly.json().errors[0]).toMatchObject({ field: 'scope', code: 'OCCURRENCE_SCOPE_REQUIRED' });
  });

  it('cancels one occurrence with a METHOD:CANCEL of its RECURRENCE-ID, moves another alone, and keeps the rest', async () => {
    const first = await createSeries({ frequency: 'weekly', count: 4 });
    const { email } = await inviteToSeries(first.id);
    const series = await occurrences(first.seriesId!);

    const cancelled = await request('POST', `${api}/meetings/${series[1]!.id}/end?scope=occurrence`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelMail = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(email) && m.subject!.startsWith('Cancelled'),
    );
    const cancel = parseCalendar(calendarOf(cancelMail));
    expect(String(cancel.getFirstPropertyValue('method'))).toBe('CANCEL');
    const cancelEvent = cancel.getFirstSubcomponent('vevent')!;
    const recurrenceId = cancelEvent.getFirstPropertyValue('recurrence-id') as ICAL.Time;
    expect(recurrenceId.toJSDate().toISOString()).toBe(series[1]!.startTime);
    expect(String(cancelEvent.getFirstPropertyValue('sequence'))).toBe('1');

    const after = await occurrences(first.seriesId!);
    expect(after.map((meeting) => meeting.status)).toEqual(['scheduled', 'ended', 'scheduled', 'scheduled']);

    // Moving the third an hour later updates that occurrence alone.
    const moved = {
      startTime: new Date(Date.parse(series[2]!.startTime) + 3_600_000).toISOString(),
      endTime: new Date(Date.parse(series[2]!.endTime) + 3_600_000).toISOString(),
    };
    const edit = await request('PATCH', `${api}/meetings/${series[2]!.id}`, { ...moved, scope: 'occurrence' });
    expect(edit.statusCode, edit.body).toBe(200);
    const updateMail = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(email) && m.subject!.startsWith('Updated'),
    );
    const update = parseCalendar(calendarOf(updateMail)).getFirstSubcomponent('vevent')!;
    expect((update.getFirstPropertyValue('recurrence-id') as ICAL.Time).toJSDate().toISOString()).toBe(
      series[2]!.startTime,
    );
    expect((update.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(moved.startTime);

    // The invitation's calendar file now excludes the cancelled one and moves the third.
    const invitationId = (await request('GET', `${api}/invitations/meeting/${first.id}`)).json().data[0].id;
    const file = (await request('GET', `${api}/invitations/${invitationId}/calendar.ics`, undefined, undefined)).body;
    expect(expandStarts(file)).toEqual([series[0]!.startTime, moved.startTime, series[3]!.startTime]);
  });

  it('splits the series when edited from an occurrence on: the earlier part keeps its UID and gains an UNTIL, the rest is invited anew', async () => {
    const first = await createSeries({ frequency: 'weekly', count: 4 });
    const { email, invitation } = await inviteToSeries(first.id);
    const series = await occurrences(first.seriesId!);

    const edit = await request('PATCH', `${api}/meetings/${series[2]!.id}`, {
      title: 'Weekly sync (new room)',
      scope: 'following',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json().data as MeetingReply;
    expect(edited.id).toBe(series[2]!.id);
    expect(edited.seriesId).not.toBe(first.seriesId);
    expect(edited.recurrence).toMatchObject({ count: 2 });

    const earlier = await occurrences(first.seriesId!);
    expect(earlier.map((meeting) => [meeting.id, meeting.title, meeting.startTime])).toEqual(
      series.slice(0, 2).map((meeting) => [meeting.id, 'Weekly sync', meeting.startTime]),
    );
    const later = await occurrences(edited.seriesId!);
    expect(later.map((meeting) => [meeting.title, meeting.startTime])).toEqual(
      series.slice(2).map((meeting) => ['Weekly sync (new room)', meeting.startTime]),
    );

    // The earlier part's invitation: same UID, higher SEQUENCE, an UNTIL before the split.
    const update = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(email) && m.subject!.startsWith('Updated invitation'),
    );
    const updateIcs = calendarOf(update);
    expect(updateIcs).toContain(`UID:${invitation.id}@video-meeting`);
    expect(updateIcs).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=\d{8}T\d{6}Z/);
    expect(expandStarts(updateIcs)).toEqual(series.slice(0, 2).map((meeting) => meeting.startTime));
    // The later part: a new invitation, a new UID, its own occurrences.
    const fresh = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(email) && m.subject === 'Invitation: Weekly sync (new room)',
    );
    const freshIcs = calendarOf(fresh);
    expect(freshIcs).not.toContain(`UID:${invitation.id}@video-meeting`);
    expect(expandStarts(freshIcs)).toEqual(series.slice(2).map((meeting) => meeting.startTime));

    // Cancelling from the last occurrence on shortens the new series; the earlier part is untouched.
    const cancel = await request('POST', `${api}/meetings/${later[1]!.id}/end?scope=following`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await occurrences(edited.seriesId!)).map((meeting) => meeting.status)).toEqual(['scheduled', 'ended']);
    expect((await occurrences(first.seriesId!)).map((meeting) => meeting.status)).toEqual(['scheduled', 'scheduled']);
  });

  it('shows a series only to its organizer', async () => {
    const first = await createSeries({ frequency: 'daily', count: 2 });
    const stranger = await signUpOverSmtp(test.app, smtp, uniqueEmail('sam'), 'Sam Stranger');
    const reply = await request('GET', `${api}/meetings/series/${first.seriesId}`, undefined, stranger);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, message: 'Recurring meeting not found' });
  });
});
