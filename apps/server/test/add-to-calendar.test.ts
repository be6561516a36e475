import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { signUpOverSmtp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';

// docs/product.md, 'Add to calendar': the invitation e-mail's three links, the public `.ics` of an invitation
// and the organizer's own, over real SMTP and read back with ical.js (an independent parser).

const api = '/api/VideoMeeting';
const START = '2030-05-06T07:30:00.000Z';
const END = '2030-05-06T08:30:00.000Z';

/** The one event of a calendar file, read by ical.js, and the calendar's METHOD. */
function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    event,
    text: (name: string) => String(event.getFirstPropertyValue(name)),
    time: (name: 'dtstart' | 'dtend') => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString(),
    alarms: () =>
      event.getAllSubcomponents('valarm').map((alarm) => ({
        action: String(alarm.getFirstPropertyValue('action')),
        trigger: String(alarm.getFirstPropertyValue('trigger')),
      })),
  };
}

/** The plain-text part lists each link as `- Name: URL` under its label. */
function linkIn(mail: ParsedMail, name: string): string {
  const match = new RegExp(`^- ${name}: (\\S+)$`, 'm').exec(mail.text ?? '');
  if (!match) throw new Error(`no ${name} link in the e-mail`);
  return match[1]!;
}

describe.each(testDialects)('add to calendar on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    test = await startTestApp(dialect, { env: { SMTP_URL: smtp.url } });
    host = await signUpOverSmtp(test.app, smtp, uniqueEmail('olga'), 'Olga Organizer');
  });
  afterEach(async () => test.close());

  const call = (url: string, who?: SignedIn) =>
    test.app.inject({
      method: 'GET',
      url: url.startsWith('http') ? new URL(url).pathname : url,
      headers: who?.headers,
    });

  async function meetingWithInvitation() {
    const meeting = (
      await test.app.inject({
        method: 'POST',
        url: `${api}/meetings`,
        headers: host.headers,
        payload: { title: 'Bütçe, Q3; final', description: 'Agenda', startTime: START, endTime: END },
      })
    ).json().data;
    const email = uniqueEmail('ivy');
    const sent = await test.app.inject({
      method: 'POST',
      url: `${api}/invitations/send`,
      headers: host.headers,
      payload: { meetingId: meeting.id, inviteeEmail: email, inviteeName: 'Ivy', personalMessage: 'Bring numbers' },
    });
    const invitationId = sent.json().data.id as string;
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    return { meeting, invitationId, mail };
  }

  it('e-mails Google Calendar, Outlook and .ics links that fill in the meeting, its link and the message', async () => {
    const { invitationId, mail } = await meetingWithInvitation();
    const invitationUrl = /(\S+\/invitation\/[\w-]+)/.exec(mail.text!)![1]!;
    expect(invitationUrl.endsWith(`/invitation/${invitationId}`)).toBe(true);

    const google = new URL(linkIn(mail, 'Google Calendar'));
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Bütçe, Q3; final');
    expect(google.searchParams.get('dates')).toBe('20300506T073000Z/20300506T083000Z');
    expect(google.searchParams.get('details')).toBe(`Agenda\n\nBring numbers\n\n${invitationUrl}`);
    expect(google.searchParams.get('location')).toBe(invitationUrl);

    const outlook = new URL(linkIn(mail, 'Outlook'));
    expect(outlook.host).toBe('outlook.live.com');
    expect(outlook.searchParams.get('subject')).toBe('Bütçe, Q3; final');
    expect(outlook.searchParams.get('startdt')).toBe('2030-05-06T07:30:00Z');
    expect(outlook.searchParams.get('enddt')).toBe('2030-05-06T08:30:00Z');
    expect(outlook.searchParams.get('body')).toBe(`Agenda\n\nBring numbers\n\n${invitationUrl}`);

    const download = linkIn(mail, 'Download .ics');
    expect(new URL(download).pathname).toBe(`${api}/invitations/${invitationId}/calendar.ics`);
    // The HTML part carries the same three links.
    for (const link of [google.href, outlook.href, download]) {
      expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    }
    expect(mail.text).toContain('Add to your calendar:');
  });

  it('serves the invitation’s calendar to anyone with its id: text/calendar, PUBLISH, the e-mail’s event and alarm', async () => {
    const { invitationId, mail } = await meetingWithInvitation();
    const reply = await call(linkIn(mail, 'Download .ics'));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="Butce-Q3-final.ics"; filename*=UTF-8''${encodeURIComponent('Bütçe, Q3; final.ics')}`,
    );
    const calendar = readCalendar(reply.body);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.text('uid')).toBe(`${invitationId}@video-meeting`);
    expect(calendar.text('sequence')).toBe('0');
    expect(calendar.text('summary')).toBe('Bütçe, Q3; final');
    expect(calendar.time('dtstart')).toBe(START);
    expect(calendar.time('dtend')).toBe(END);
    expect(calendar.text('status')).toBe('CONFIRMED');
    expect(calendar.text('description')).toContain('Bring numbers');
    expect(calendar.alarms()).toEqual([{ action: 'DISPLAY', trigger: '-PT15M' }]);
    // RFC 5546 3.2.1: a PUBLISH has an organizer and no attendees.
    expect(calendar.event.getAllProperties('organizer')).toHaveLength(1);
    expect(calendar.event.getAllProperties('attendee')).toHaveLength(0);

    // Cancelled, the same event says so and reminds of nothing, at the cancellation's SEQUENCE.
    await test.app.inject({ method: 'DELETE', url: `${api}/invitations/${invitationId}`, headers: host.headers });
    const cancelled = readCalendar((await call(`${api}/invitations/${invitationId}/calendar.ics`)).body);
    expect(cancelled.method).toBe('PUBLISH');
    expect(cancelled.text('status')).toBe('CANCELLED');
    expect(cancelled.text('sequence')).toBe('1');
    expect(cancelled.alarms()).toEqual([]);
  });

  it('answers an unknown invitation id with 404 in the envelope', async () => {
    const reply = await call(`${api}/invitations/${'x'.repeat(32)}/calendar.ics`);
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('application/json');
    expect(reply.json()).toMatchObject({ success: false, code: 'INVITATION_NOT_FOUND', data: null });
  });

  it('gives the organizer, and only the organizer, the meeting’s calendar with the room as its link', async () => {
    const { meeting } = await meetingWithInvitation();
    const url = `${api}/meetings/${meeting.id}/calendar.ics`;
    expect((await call(url)).statusCode).toBe(401);
    const stranger = await signUpOverSmtp(test.app, smtp, uniqueEmail('eve'), 'Eve');
    const refused = await call(url, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'MEETING_NOT_FOUND' });

    const reply = await call(url, host);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.headers['content-disposition']).toContain('filename="Butce-Q3-final.ics"');
    const calendar = readCalendar(reply.body);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.text('uid')).toBe(`meeting-${meeting.id}@video-meeting`);
    expect(calendar.text('summary')).toBe('Bütçe, Q3; final');
    expect(calendar.time('dtstart')).toBe(START);
    expect(calendar.time('dtend')).toBe(END);
    expect(calendar.text('location')).toBe(meeting.meetingUrl);
    expect(calendar.text('description')).toBe(`Agenda\n\n${meeting.meetingUrl}`);
    expect(calendar.alarms()).toEqual([{ action: 'DISPLAY', trigger: '-PT15M' }]);
    expect(calendar.event.getAllProperties('attendee')).toHaveLength(0);
  });
});
