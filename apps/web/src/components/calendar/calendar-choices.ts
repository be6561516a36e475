import { calendarLinks, fromHereOn, type CalendarLinkEvent, type CalendarLinkRule } from '@vm/contracts';

/**
 * What 'Add to calendar' offers for an event (docs/product.md, 'Add to calendar'): Google Calendar's
 * form (a series' with its rule and zone), and Outlook's form for a single meeting; Outlook's link
 * cannot repeat, so a series offers its .ics in Outlook's place and says why (decision record 058).
 */
export interface CalendarChoices {
  google: string;
  outlook: { kind: 'link'; href: string } | { kind: 'ics' };
}

/**
 * The event a page shows, for a series read from the occurrence it shows on: a counted rule then ends
 * on the series' last start, which the page knows (`lastStart`); without it the rule is left out and
 * Google adds that occurrence alone, as the .ics beside it has the whole series.
 */
export function pageCalendarEvent(
  event: Omit<CalendarLinkEvent, 'recurrence'>,
  rule: CalendarLinkRule | null,
  lastStart: string | null | undefined,
): CalendarLinkEvent {
  if (!rule) return event;
  if (rule.count !== null && !lastStart) return { ...event, recurrence: null };
  return { ...event, recurrence: lastStart ? fromHereOn(rule, lastStart) : rule };
}

export function calendarChoices(event: CalendarLinkEvent): CalendarChoices {
  const links = calendarLinks(event);
  return {
    google: links.google,
    outlook: links.outlook ? { kind: 'link', href: links.outlook } : { kind: 'ics' },
  };
}
