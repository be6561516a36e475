import { describe, expect, it } from 'vitest';
import {
  calendarDetails,
  calendarLinks,
  fromHereOn,
  googleCalendarUrl,
  outlookCalendarUrl,
  rruleValue,
} from './calendar-links';

// The links are read back the way the services read them: as a URL and its query parameters.

const EVENT = {
  title: 'Budget, Q3 & final: "go/no-go" + Ğüşİ 😀',
  start: '2030-05-06T10:30:00+03:00',
  end: '2030-05-06T08:30:00.000Z',
  details: 'Agenda: 50% cuts?\n\nBring numbers\n\nhttps://meet.example.test/invitation/abc_123-x',
  location: 'https://meet.example.test/invitation/abc_123-x',
};

describe('calendar links', () => {
  it('fills Google Calendar’s template with the title, UTC start/end, details and location', () => {
    const url = new URL(googleCalendarUrl(EVENT));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(EVENT.title);
    expect(url.searchParams.get('dates')).toBe('20300506T073000Z/20300506T083000Z');
    expect(url.searchParams.get('details')).toBe(EVENT.details);
    expect(url.searchParams.get('location')).toBe(EVENT.location);
  });

  it('fills Outlook’s compose form with the subject, ISO start/end in UTC, body and location', () => {
    const url = new URL(outlookCalendarUrl(EVENT));
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe(EVENT.title);
    expect(url.searchParams.get('startdt')).toBe('2030-05-06T07:30:00Z');
    expect(url.searchParams.get('enddt')).toBe('2030-05-06T08:30:00Z');
    expect(url.searchParams.get('body')).toBe(EVENT.details);
    expect(url.searchParams.get('location')).toBe(EVENT.location);
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
  });

  it('writes a space as %20, never +, so no form shows a literal plus', () => {
    const { google, outlook } = calendarLinks({ ...EVENT, title: 'a b+c' });
    for (const link of [google, outlook!]) {
      expect(link).toContain('a%20b%2Bc');
      expect(new URL(link).search).not.toMatch(/[ +]/);
    }
  });

  it('joins the description, the personal message and the link, leaving out blank parts', () => {
    expect(calendarDetails({ description: 'Agenda', message: 'Bring numbers', link: 'https://x.test/i/1' })).toBe(
      'Agenda\n\nBring numbers\n\nhttps://x.test/i/1',
    );
    expect(calendarDetails({ description: null, message: '  ', link: 'https://x.test/r/2' })).toBe(
      'https://x.test/r/2',
    );
  });
});

describe('calendar links of a series', () => {
  const RULE = {
    frequency: 'weekly' as const,
    interval: 1,
    byWeekday: ['MO', 'WE'],
    byMonthDay: null,
    count: 6,
    until: null,
    timeZone: 'America/New_York',
  };
  // Monday 2027-03-08 09:00 in New York (EST); daylight saving starts on 2027-03-14.
  const SERIES = { ...EVENT, start: '2027-03-08T14:00:00.000Z', end: '2027-03-08T15:00:00.000Z', recurrence: RULE };

  it('gives Google the rule (recur) and its zone (ctz), the dates as that zone’s wall-clock times', () => {
    const url = new URL(googleCalendarUrl(SERIES));
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;COUNT=6;WKST=MO');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('dates')).toBe('20270308T090000/20270308T100000');
  });

  it('offers no Outlook link, which cannot repeat', () => {
    expect(calendarLinks(SERIES).outlook).toBeNull();
    expect(calendarLinks(EVENT).outlook).not.toBeNull();
  });

  it('reads a counted rule from a later occurrence on as ending on the series’ last start', () => {
    const rule = fromHereOn(RULE, '2027-03-22T13:00:00.000Z');
    expect(rruleValue(rule)).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;UNTIL=20270322T130000Z;WKST=MO');
    expect(fromHereOn({ ...RULE, count: null, until: '2027-04-01T00:00:00.000Z' }, 'x')).toMatchObject({
      until: '2027-04-01T00:00:00.000Z',
    });
  });
});
