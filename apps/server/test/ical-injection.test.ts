import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  cancellationMail,
  invitationCalendarFile,
  invitationMail,
  type InvitationMailData,
} from '../src/modules/invitations/invitation-mail';

// Decision record 015: text an organizer controls (title, description, message, names) must not
// add or change calendar properties. ical.js, an independent parser (Thunderbird's), reads the result.

/**
 * Each input aims to break out of its field. `line` is what a one-line field (title, names) must read
 * back: every run of control characters becomes one space. `lines` is what the description must read
 * back: line breaks stay, other control characters become a space.
 */
const HOSTILE = [
  {
    label: 'a lone CR',
    text: 'Ann\rORGANIZER;CN=Eve:mailto:eve@evil.test',
    line: 'Ann ORGANIZER;CN=Eve:mailto:eve@evil.test',
    lines: 'Ann\nORGANIZER;CN=Eve:mailto:eve@evil.test',
  },
  {
    label: 'a lone LF',
    text: 'Ann\nATTENDEE;CN=Eve;RSVP=TRUE:mailto:eve@evil.test',
    line: 'Ann ATTENDEE;CN=Eve;RSVP=TRUE:mailto:eve@evil.test',
    lines: 'Ann\nATTENDEE;CN=Eve;RSVP=TRUE:mailto:eve@evil.test',
  },
  {
    label: 'CRLF',
    text: 'Ann\r\nATTENDEE:mailto:eve@evil.test\r\nEND:VEVENT',
    line: 'Ann ATTENDEE:mailto:eve@evil.test END:VEVENT',
    lines: 'Ann\nATTENDEE:mailto:eve@evil.test\nEND:VEVENT',
  },
  { label: 'double quotes', text: 'Eve":mailto:eve@evil.test;X-A="', line: '', lines: '' },
  { label: 'separators', text: 'Smith, Ann; Sales: "North" \\ C:\\new', line: '', lines: '' },
  { label: 'Turkish and emoji', text: 'Ğülşen Işık ğüşıöç 😀 👩‍💻', line: '', lines: '' },
  { label: 'a long line folded inside characters', text: 'ğüşıöç😀'.repeat(20), line: '', lines: '' },
  { label: 'e-mail-like text', text: 'Boss <boss@evil.test>, mailto:eve@evil.test', line: '', lines: '' },
  { label: 'RFC 6868 escapes', text: "^n ^' ^^ caret", line: '', lines: '' },
  {
    label: 'other control characters',
    text: 'Ann\u0000\u000b\u000c\u001b\u007f\u0085\u2028Bob\tC',
    line: 'Ann Bob C',
    lines: 'Ann \nBob C',
  },
].map((sample) => ({ ...sample, line: sample.line || sample.text, lines: sample.lines || sample.text }));

const URL = 'https://meet.example.test/invitations/abc123';

function mailData(overrides: Partial<InvitationMailData>): InvitationMailData {
  return {
    invitationId: 'abc123',
    sequence: 2,
    inviteeName: 'Ann',
    inviteeEmail: 'ann@example.test',
    personalMessage: 'See you',
    meetingTitle: 'Plan',
    meetingDescription: 'Agenda',
    startTime: '2030-05-06T07:30:00.000Z',
    endTime: '2030-05-06T08:30:00.000Z',
    organizerName: 'Olga',
    organizerEmail: 'olga@example.test',
    invitationUrl: URL,
    calendarUrl: 'https://meet.example.test/api/VideoMeeting/invitations/abc123/calendar.ics',
    stamp: '2030-05-01T12:00:00.000Z',
    locale: 'en',
    ...overrides,
  };
}

function calendarOf(mail: { attachments?: ReadonlyArray<{ contentType: string; content: string }> }): string {
  const part = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error('no calendar part');
  return part.content;
}

const EVENT_PROPERTIES = [
  'attendee',
  'description',
  'dtend',
  'dtstamp',
  'dtstart',
  'location',
  'organizer',
  'sequence',
  'status',
  'summary',
  'transp',
  'uid',
  'url',
];

/** Parses with ical.js and checks the structure no input may change; returns the one event. */
function readEvent(ics: string, method: 'REQUEST' | 'CANCEL' | 'PUBLISH') {
  const published = method === 'PUBLISH';
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getAllProperties().map((property) => property.name)).toEqual([
    'version',
    'prodid',
    'calscale',
    'method',
  ]);
  expect(calendar.getFirstPropertyValue('method')).toBe(method);
  const components = calendar.getAllSubcomponents();
  expect(components.map((component) => component.name)).toEqual(['vevent']);
  const event = components[0]!;
  // A request reminds 15 minutes before the start (decision record 035); a cancellation has nothing to remind of.
  const alarms = event.getAllSubcomponents();
  expect(alarms.map((component) => component.name)).toEqual(method === 'CANCEL' ? [] : ['valarm']);
  const alarm = alarms[0];
  if (alarm) {
    expect(
      alarm
        .getAllProperties()
        .map((property) => property.name)
        .sort(),
    ).toEqual(['action', 'description', 'trigger']);
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT15M');
  }
  expect(
    event
      .getAllProperties()
      .map((property) => property.name)
      .sort(),
  ).toEqual(published ? EVENT_PROPERTIES.filter((name) => name !== 'attendee') : EVENT_PROPERTIES);
  expect(event.getAllProperties('organizer')).toHaveLength(1);
  // The download (METHOD:PUBLISH) names no attendee (RFC 5546 3.2.1; decision record 036).
  expect(event.getAllProperties('attendee')).toHaveLength(published ? 0 : 1);
  expect(String(event.getFirstPropertyValue('uid'))).toBe('abc123@video-meeting');
  // Outside CRLF (line ends and folds) no CR or LF may appear at all.
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return {
    text: (name: string) => String(event.getFirstPropertyValue(name)),
    /** The alarm's text, undefined without an alarm. */
    alarmText: () => (alarm ? String(alarm.getFirstPropertyValue('description')) : undefined),
    /** The address with its scheme in lower case (MAILTO: and mailto: are the same), and the CN. */
    party: (name: 'organizer' | 'attendee') => {
      const property = event.getFirstProperty(name)!;
      const address = String(property.getFirstValue()).replace(/^mailto:/i, 'mailto:');
      return { address, cn: property.getParameter('cn') };
    },
  };
}

describe('calendar files cannot be injected through user text', () => {
  it.each(HOSTILE)(
    'keeps $label inside its field in the invitation, the cancellation and the download',
    ({ text, line, lines }) => {
      const data = mailData({
        meetingTitle: `Title ${text}`,
        meetingDescription: `Description ${text}`,
        personalMessage: `Message ${text}`,
        organizerName: `Olga ${text}`,
        inviteeName: `Ann ${text}`,
      });
      for (const [mail, method] of [
        [invitationMail(data, true), 'REQUEST'],
        [cancellationMail(data), 'CANCEL'],
        [{ attachments: [{ contentType: 'text/calendar', content: invitationCalendarFile(data, false) }] }, 'PUBLISH'],
      ] as const) {
        const event = readEvent(calendarOf(mail), method);
        expect(event.text('summary')).toBe(`Title ${line}`);
        expect(event.alarmText()).toBe(method === 'CANCEL' ? undefined : `Title ${line}`);
        expect(event.text('description')).toBe(`Description ${lines}\n\nMessage ${lines}\n\n${URL}`);
        expect(event.text('location')).toBe(URL);
        expect(event.text('url')).toBe(URL);
        expect(event.party('organizer')).toEqual({ address: 'mailto:olga@example.test', cn: `Olga ${line}` });
        if (method !== 'PUBLISH') {
          expect(event.party('attendee')).toEqual({ address: 'mailto:ann@example.test', cn: `Ann ${line}` });
        }
      }
    },
  );

  it.each(HOSTILE)('adds no property through $label in the addresses or the URL', ({ text }) => {
    const data = mailData({
      organizerEmail: `olga@example.test${text}`,
      inviteeEmail: `ann@example.test${text}`,
      invitationUrl: `${URL}?${text}`,
    });
    readEvent(calendarOf(invitationMail(data, false)), 'REQUEST');
    readEvent(calendarOf(cancellationMail(data)), 'CANCEL');
    readEvent(invitationCalendarFile(data, false), 'PUBLISH');
  });

  it('names the organizer by address when the name was only control characters', () => {
    const event = readEvent(calendarOf(invitationMail(mailData({ organizerName: '\r\n\u0000' }), false)), 'REQUEST');
    expect(event.party('organizer')).toEqual({ address: 'mailto:olga@example.test', cn: 'olga@example.test' });
  });
});
