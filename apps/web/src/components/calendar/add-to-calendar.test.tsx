import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders } from '#web/testing/render-app.tsx';
import { AddToCalendar } from './add-to-calendar';
import { calendarChoices, pageCalendarEvent } from './calendar-choices';

// docs/product.md, 'Add to calendar': a series gives Google its rule and zone, and Outlook, whose link
// cannot repeat, the .ics file in its place with a line that says why.

const RULE = {
  frequency: 'weekly' as const,
  interval: 1,
  byWeekday: ['MO'],
  byMonthDay: null,
  count: 6,
  until: null,
  timeZone: 'Europe/Berlin',
};
// The third of six Mondays at 09:00 Berlin time (CET); the series' last start is 2027-03-29 (CEST).
const SHOWN = {
  title: 'Weekly sync',
  start: '2027-03-15T08:00:00.000Z',
  end: '2027-03-15T09:00:00.000Z',
  details: 'https://meet.example.test/invitation/abc',
  location: 'https://meet.example.test/invitation/abc',
};
const LAST_START = '2027-03-29T07:00:00.000Z';

describe('add to calendar: a series', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('repeats in Google from the occurrence shown to the series’ last start, in the series’ zone', () => {
    const choices = calendarChoices(pageCalendarEvent(SHOWN, RULE, LAST_START));
    const google = new URL(choices.google);
    expect(google.searchParams.get('recur')).toBe(
      'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20270329T070000Z;WKST=MO',
    );
    expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
    expect(google.searchParams.get('dates')).toBe('20270315T090000/20270315T100000');
    expect(choices.outlook).toEqual({ kind: 'ics' });
  });

  it('keeps Outlook’s form for a single meeting, and never repeats a counted rule without the series’ end', () => {
    const single = calendarChoices(pageCalendarEvent(SHOWN, null, null));
    expect(single.outlook).toMatchObject({ kind: 'link' });
    expect(new URL(single.google).searchParams.get('recur')).toBeNull();
    const unknownEnd = calendarChoices(pageCalendarEvent(SHOWN, RULE, undefined));
    expect(new URL(unknownEnd.google).searchParams.get('recur')).toBeNull();
  });

  it('offers the .ics in Outlook’s place and says why, in English and Turkish', async () => {
    const event = pageCalendarEvent(SHOWN, RULE, LAST_START);
    const view = renderWithProviders(<AddToCalendar event={event} download={{ href: '/calendar.ics' }} />);
    const section = await screen.findByRole('region', { name: 'Add to calendar' });
    expect(within(section).queryByRole('link', { name: /^Outlook(?! \()/ })).toBeNull();
    const outlook = within(section).getByRole('link', { name: 'Outlook (.ics file)' });
    expect(outlook.getAttribute('href')).toBe('/calendar.ics');
    expect(outlook.getAttribute('aria-describedby')).not.toBeNull();
    expect(within(section).getByText(/Outlook's link can add only one occurrence/)).toBeDefined();
    view.unmount();

    await i18n.changeLanguage('tr');
    renderWithProviders(<AddToCalendar event={event} download={{ href: '/calendar.ics' }} />);
    const turkish = await screen.findByRole('region', { name: 'Takvime ekle' });
    expect(within(turkish).getByRole('link', { name: 'Outlook (.ics dosyası)' }).getAttribute('href')).toBe(
      '/calendar.ics',
    );
    expect(within(turkish).getByText(/Outlook bağlantısı yalnızca tek bir tekrarı ekleyebilir/)).toBeDefined();
  });
});
